export const PROMOTIONS_PATH = '/promotions';
