import { z } from 'zod';
import { registrationFieldSettingSchema } from '../system-status.js';

/** GET registration settings: the merchant's optional fields and which registration methods are on. */
export const registerSettingsSchema = z.object({
  fields: z.array(registrationFieldSettingSchema),
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  /** The merchant's jurisdiction (BR) requires loss and time limits with the registration. */
  limitsRequired: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;
