import type { Emblem } from '../modules/games/art-emblems.js';

/**
 * Words the demo catalogue composes its original game names from: English,
 * Portuguese and the Portuguese gender (adjectives agree with it). Chosen to
 * avoid any real game's title.
 */
export interface Noun {
  en: string;
  pt: string;
  g: 'm' | 'f';
  emblem: Emblem;
}

const n = (en: string, pt: string, g: 'm' | 'f', emblem: Emblem): Noun => ({ en, pt, g, emblem });

export const nouns: Noun[] = [
  n('Ruby', 'Rubi', 'm', 'gem'),
  n('Emerald', 'Esmeralda', 'f', 'gem'),
  n('Sapphire', 'Safira', 'f', 'gem'),
  n('Topaz', 'Topázio', 'm', 'gem'),
  n('Amber', 'Âmbar', 'm', 'gem'),
  n('Opal', 'Opala', 'f', 'gem'),
  n('Crystal', 'Cristal', 'm', 'gem'),
  n('Pearl', 'Pérola', 'f', 'gem'),
  n('Treasure', 'Tesouro', 'm', 'gem'),
  n('Crown', 'Coroa', 'f', 'crown'),
  n('Castle', 'Castelo', 'm', 'crown'),
  n('Knight', 'Cavaleiro', 'm', 'crown'),
  n('Temple', 'Templo', 'm', 'crown'),
  n('Pyramid', 'Pirâmide', 'f', 'crown'),
  n('Totem', 'Totem', 'm', 'crown'),
  n('Mask', 'Máscara', 'f', 'crown'),
  n('Mango', 'Manga', 'f', 'fruit'),
  n('Coconut', 'Coco', 'm', 'fruit'),
  n('Pineapple', 'Abacaxi', 'm', 'fruit'),
  n('Melon', 'Melão', 'm', 'fruit'),
  n('Cherry', 'Cereja', 'f', 'fruit'),
  n('Lemon', 'Limão', 'm', 'fruit'),
  n('Grape', 'Uva', 'f', 'fruit'),
  n('Pepper', 'Pimenta', 'f', 'fruit'),
  n('Honey', 'Mel', 'm', 'fruit'),
  n('Cactus', 'Cacto', 'm', 'fruit'),
  n('Reef', 'Recife', 'm', 'fish'),
  n('Dolphin', 'Golfinho', 'm', 'fish'),
  n('Octopus', 'Polvo', 'm', 'fish'),
  n('Whale', 'Baleia', 'f', 'fish'),
  n('Crab', 'Caranguejo', 'm', 'fish'),
  n('Mermaid', 'Sereia', 'f', 'fish'),
  n('Lagoon', 'Lagoa', 'f', 'fish'),
  n('Anchor', 'Âncora', 'f', 'fish'),
  n('Galleon', 'Galeão', 'm', 'fish'),
  n('Harbor', 'Porto', 'm', 'fish'),
  n('Comet', 'Cometa', 'm', 'star'),
  n('Meteor', 'Meteoro', 'm', 'star'),
  n('Nebula', 'Nebulosa', 'f', 'star'),
  n('Galaxy', 'Galáxia', 'f', 'star'),
  n('Planet', 'Planeta', 'm', 'star'),
  n('Moon', 'Lua', 'f', 'star'),
  n('Sun', 'Sol', 'm', 'star'),
  n('Aurora', 'Aurora', 'f', 'star'),
  n('Eclipse', 'Eclipse', 'm', 'star'),
  n('Parrot', 'Papagaio', 'm', 'bird'),
  n('Toucan', 'Tucano', 'm', 'bird'),
  n('Falcon', 'Falcão', 'm', 'bird'),
  n('Owl', 'Coruja', 'f', 'bird'),
  n('Phoenix', 'Fênix', 'f', 'bird'),
  n('Butterfly', 'Borboleta', 'f', 'bird'),
  n('Hummingbird', 'Beija-flor', 'm', 'bird'),
  n('Macaw', 'Arara', 'f', 'bird'),
  n('Jaguar', 'Onça', 'f', 'paw'),
  n('Monkey', 'Macaco', 'm', 'paw'),
  n('Rhino', 'Rinoceronte', 'm', 'paw'),
  n('Lynx', 'Lince', 'm', 'paw'),
  n('Mammoth', 'Mamute', 'm', 'paw'),
  n('Tortoise', 'Tartaruga', 'f', 'paw'),
  n('Yeti', 'Iéti', 'm', 'paw'),
  n('Capybara', 'Capivara', 'f', 'paw'),
  n('Sloth', 'Preguiça', 'f', 'paw'),
  n('Thunder', 'Trovão', 'm', 'bolt'),
  n('Storm', 'Tempestade', 'f', 'bolt'),
  n('Breeze', 'Brisa', 'f', 'bolt'),
  n('Magnet', 'Ímã', 'm', 'bolt'),
  n('Volcano', 'Vulcão', 'm', 'bolt'),
  n('Glacier', 'Geleira', 'f', 'bolt'),
  n('Drum', 'Tambor', 'm', 'note'),
  n('Guitar', 'Guitarra', 'f', 'note'),
  n('Trumpet', 'Trompete', 'm', 'note'),
  n('Carnival', 'Carnaval', 'm', 'note'),
  n('Tambourine', 'Pandeiro', 'm', 'note'),
  n('Compass', 'Bússola', 'f', 'compass'),
  n('Caravan', 'Caravana', 'f', 'compass'),
  n('Bazaar', 'Bazar', 'm', 'compass'),
  n('Oasis', 'Oásis', 'm', 'compass'),
  n('Jungle', 'Selva', 'f', 'compass'),
  n('River', 'Rio', 'm', 'compass'),
  n('Island', 'Ilha', 'f', 'compass'),
  n('Lighthouse', 'Farol', 'm', 'compass'),
  n('Lantern', 'Lanterna', 'f', 'compass'),
  n('Clock', 'Relógio', 'm', 'compass'),
  n('Wizard', 'Mago', 'm', 'star'),
  n('Orchid', 'Orquídea', 'f', 'fruit'),
];

export interface Adjective {
  en: string;
  m: string;
  f: string;
}

const a = (en: string, m: string, f = m): Adjective => ({ en, m, f });

export const adjectives: Adjective[] = [
  a('Golden', 'Dourado', 'Dourada'),
  a('Silver', 'Prateado', 'Prateada'),
  a('Mystic', 'Místico', 'Mística'),
  a('Wild', 'Selvagem'),
  a('Lucky', 'Sortudo', 'Sortuda'),
  a('Happy', 'Feliz'),
  a('Brave', 'Valente'),
  a('Ancient', 'Antigo', 'Antiga'),
  a('Royal', 'Real'),
  a('Electric', 'Elétrico', 'Elétrica'),
  a('Frozen', 'Congelado', 'Congelada'),
  a('Blazing', 'Flamejante'),
  a('Hidden', 'Escondido', 'Escondida'),
  a('Secret', 'Secreto', 'Secreta'),
  a('Giant', 'Gigante'),
  a('Sleepy', 'Sonolento', 'Sonolenta'),
  a('Dancing', 'Dançante'),
  a('Cosmic', 'Cósmico', 'Cósmica'),
  a('Shining', 'Brilhante'),
  a('Jolly', 'Alegre'),
  a('Fierce', 'Feroz'),
  a('Noble', 'Nobre'),
  a('Swift', 'Veloz'),
  a('Hungry', 'Faminto', 'Faminta'),
  a('Curious', 'Curioso', 'Curiosa'),
  a('Spicy', 'Picante'),
  a('Majestic', 'Majestoso', 'Majestosa'),
  a('Tropical', 'Tropical'),
  a('Magnetic', 'Magnético', 'Magnética'),
  a('Infinite', 'Infinito', 'Infinita'),
  a('Midnight', 'Noturno', 'Noturna'),
  a('Crimson', 'Carmesim'),
  a('Stormy', 'Tempestuoso', 'Tempestuosa'),
  a('Sunny', 'Ensolarado', 'Ensolarada'),
  a('Velvet', 'Aveludado', 'Aveludada'),
  a('Dazzling', 'Deslumbrante'),
];

/** Suffixes that read the same in both languages. */
export const suffixes = ['', '', '', '', ' Deluxe', ' XL', ' Max', ' 2', ' Plus'];
