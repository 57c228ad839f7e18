import type { CategorySlug } from '../../../shared/brand/brand-schema.ts';

export interface DemoProvider {
  code: string;
  name: string;
}

/** Game providers of the demo catalogue. HOUSE is our built-in provider, the one that launches offline. */
export const demoProviders: readonly DemoProvider[] = [
  { code: 'EVOPLAY', name: 'Evoplay' },
  { code: 'PGSOFT', name: 'PG Soft' },
  { code: 'JILI', name: 'JILI Games' },
  { code: 'SPADE', name: 'Spadegaming' },
  { code: 'EVOLUTION', name: 'Evolution' },
  { code: 'SABA', name: 'SABA Sports' },
  { code: 'SV388', name: 'SV388' },
  { code: 'KINGMAKER', name: 'Kingmaker' },
  { code: 'HOUSE', name: 'Marquee House' },
];

export interface DemoGame {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: CategorySlug;
  img_url: string;
  /** Position within its category; lower comes first. */
  sort_order: number;
}

/** Which provider offers which titles in which category; the order is the lobby order. */
const titles: { category: CategorySlug; provider: string; names: string[] }[] = [
  {
    category: 'slots',
    provider: 'PGSOFT',
    names: [
      'Mahjong Fortune Ways',
      'Fortune Ox Rising',
      'Ganesha Blessings',
      'Caishen Riches',
      'Dragon Hatch Quest',
      'Queen of Bounty Seas',
      'Lucky Neko Garden',
      'Aztec Sun Treasures',
      'Wild Bandito Fiesta',
      'Phoenix Rises Again',
      'Jungle Delight Feast',
      'Dreams of Macau Nights',
      'Mermaid Riches',
      "Medusa's Gaze",
      'Bikini Paradise Bay',
      'Prosperity Lion Dance',
      'Ways of the Qilin',
      'Lucky Piggy Bank',
      'Jewels of Prosperity',
      'Cocktail Nights',
    ],
  },
  {
    category: 'slots',
    provider: 'JILI',
    names: [
      'Fortune Gems Deluxe',
      'Golden Empire Quest',
      'Super Ace Royale',
      'Boxing King Champion',
      'Charge Buffalo Stampede',
      'Money Coming Express',
      'Crazy 777 Classic',
      'Jungle King Roar',
      'Lucky Ball Bonanza',
      'Mega Ace Fortune',
      'Samba Carnival',
      'Night City Heist',
      'Bone Fortune Fiesta',
      'Pharaoh Treasure Tomb',
      'Golden Queen Reign',
      'Wild Ace Showdown',
      'Sweet Land Candies',
      'Dragon Treasure Hoard',
      'Fortune Tree Harvest',
      'Thunder God Thor',
    ],
  },
  {
    category: 'slots',
    provider: 'EVOPLAY',
    names: [
      'Aztec Sun Temple',
      "Dragon's Tavern",
      'Fruit Super Nova',
      'Hot Triple Sevens',
      'Rise of Olympus Gold',
      'Jungle Reels',
      'Ice Mania Deluxe',
      'Ruby Fortune Wheel',
      'Neon Streets',
      "Pirate's Cove Treasure",
      'Candy Dreams Bonanza',
      'Shaolin Tiger',
      'Viking Saga',
      'Book of Sand',
      'Unlimited Wishes',
      'Gold of Sirens',
      'Crystal Cavern',
      'Lucky Clover Farm',
    ],
  },
  {
    category: 'slots',
    provider: 'SPADE',
    names: [
      'Gold Panther Wilds',
      'Fiery Sevens',
      'Royal Katt Palace',
      'Dancing Fever Nights',
      'Gangster Heist',
      'Heroes of the East',
      'Brothers Kingdom',
      'Wong Choy Prosperity',
      'Lucky Koi Pond',
      'Golden Lotus Bloom',
      'Sea Emperor Depths',
      'Jungle Jackpot Trail',
      'Moon Festival Lanterns',
      'Fa Fa Fa Fortune',
    ],
  },
  {
    category: 'slots',
    provider: 'HOUSE',
    names: ['Marquee Lights', 'Starlit Sevens', 'Velvet Rope Riches', 'Encore Jackpot'],
  },
  {
    category: 'livecasino',
    provider: 'EVOLUTION',
    names: [
      'Lightning Baccarat Live',
      'Speed Baccarat A',
      'Speed Baccarat B',
      'No Commission Baccarat',
      'Dragon Tiger Live',
      'Infinite Blackjack',
      'Blackjack VIP Salon',
      'Speed Blackjack',
      'Lightning Roulette Live',
      'Auto Roulette',
      'Immersive Roulette',
      'Double Ball Roulette',
      'Crazy Time Show',
      'Dream Catcher Wheel',
      'Monopoly Live Board',
      'Mega Ball Draw',
      'Sic Bo Deluxe',
      'Fan Tan Live',
    ],
  },
  {
    category: 'hashgame',
    provider: 'HOUSE',
    names: [
      'Hash Odd Even',
      'Hash Big Small',
      'Hash Lucky Number',
      'Hash Banker Player',
      'Hash Niu Niu',
      'Hash Dragon Tiger',
      'Hash Last Digit',
      'Hash Dice Sum',
    ],
  },
  {
    category: 'sportsbook',
    provider: 'SABA',
    names: [
      'Soccer Live Betting',
      'Basketball Arena',
      'Tennis Center Court',
      'E-Sports Arena',
      'Virtual Soccer League',
      'Cricket Pavilion',
      'Badminton Smash',
      'Volleyball Spike',
    ],
  },
  {
    category: 'fish',
    provider: 'JILI',
    names: [
      'Royal Fishing Deluxe',
      'Dinosaur Tycoon Hunt',
      'Mega Fishing Frenzy',
      'Bombing Fishing',
      'Jackpot Fishing Reef',
    ],
  },
  {
    category: 'fish',
    provider: 'SPADE',
    names: [
      'Fishing God Legend',
      'Fishing War Armada',
      'Zombie Party Shoot',
      'Alien Hunter Depths',
      'Golden Shark Hunt',
    ],
  },
  {
    category: 'table',
    provider: 'KINGMAKER',
    names: [
      'Thai Hi-Lo',
      'Sic Bo Classic',
      'Fish Prawn Crab',
      'Pok Deng Showdown',
      'Belangkai Six Faces',
      'Card Hi-Lo',
      'Colour Game Perya',
      'Coin Toss Duel',
    ],
  },
  {
    category: 'table',
    provider: 'EVOLUTION',
    names: [
      'First Person Baccarat',
      'First Person Blackjack',
      'First Person Roulette',
      "Casino Hold'em Classic",
    ],
  },
  {
    category: 'table',
    provider: 'JILI',
    names: ['Andar Bahar Express', 'Teen Patti Table', 'Pusoy Go', 'Tongits Go'],
  },
  {
    category: 'sabong',
    provider: 'SV388',
    names: [
      'Sabong Derby Arena',
      'Cockfight Main Event',
      'Sabong Pit Championship',
      'World Slasher Cup Live',
      'Sabong Night Series',
      'Gamefowl Classic',
    ],
  },
  {
    category: 'lottery',
    provider: 'HOUSE',
    names: [
      'Grand Lotto 6/55',
      'Super Lotto 6/49',
      'Mega Lotto 6/45',
      'Daily 3-Digit Draw',
      'Swertres Express',
      'Keno Quick Draw',
    ],
  },
  {
    category: 'lottery',
    provider: 'KINGMAKER',
    names: ['5D Lottery', 'Wingo Colour Lottery', 'K3 Dice Lottery', 'Marble Race Lotto'],
  },
  {
    category: 'horseracing',
    provider: 'SABA',
    names: ['Virtual Horse Racing', 'Greyhound Sprint', 'Derby Day Live'],
  },
  {
    category: 'horseracing',
    provider: 'HOUSE',
    names: ['Photo Finish Derby', 'Royal Ascot Dash', 'Night Turf Classic'],
  },
  {
    category: 'bingo',
    provider: 'JILI',
    names: ['Bingo Carnival', 'Go Goal Bingo', 'Calaca Bingo Fiesta', 'Pearls of Bingo'],
  },
  {
    category: 'bingo',
    provider: 'HOUSE',
    names: ['Marquee Bingo 75', 'Bingo 90 Parlour', 'Speed Bingo Blitz', 'Pattern Bingo Plus'],
  },
  {
    category: 'arcade',
    provider: 'EVOPLAY',
    names: [
      'Penalty Shoot-out Street',
      'Thimbles Trick',
      'Rock Paper Scissors Duel',
      'Mine Field',
      'Plinko Drop',
      'Goal Rush',
    ],
  },
  {
    category: 'arcade',
    provider: 'JILI',
    names: ['Dice Master', 'Mines Gold', 'Hi-Lo Arcade', 'Limbo Leap', 'Keno Bonus Number'],
  },
  {
    category: 'arcade',
    provider: 'SPADE',
    names: [
      'Pachinko Fever',
      'Claw Machine Prize',
      'Whack-a-Mole Mania',
      'Ski Jump Arcade',
      'Gold Rush Miner',
    ],
  },
  { category: 'crash', provider: 'EVOPLAY', names: ['Rocket X', 'Jet Runner', 'High Striker'] },
  { category: 'crash', provider: 'JILI', names: ['Sky Pilot Crash', 'Crash Goal Cup', 'Turbo Balloon'] },
  { category: 'crash', provider: 'SPADE', names: ['Space Cat Crash', 'Magic Carpet Climb'] },
  { category: 'crash', provider: 'HOUSE', names: ['Marquee Moonshot', 'Neon Multiplier'] },
  {
    category: 'poker',
    provider: 'KINGMAKER',
    names: [
      "Texas Hold'em Heads-Up",
      'Three Card Poker',
      'Pai Gow Poker',
      'Caribbean Stud',
      'Bull Bull Poker',
    ],
  },
  {
    category: 'poker',
    provider: 'JILI',
    names: ['Poker King', 'Pool Rummy', 'Callbreak Quick', 'Teen Patti Joker'],
  },
  {
    category: 'poker',
    provider: 'EVOLUTION',
    names: ["Ultimate Texas Hold'em", "Casino Hold'em Live", 'Side Bet City'],
  },
];

/** `Dragon's Tavern` → `dragons-tavern`. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function gameCodeOf(providerCode: string, gameName: string): string {
  return `${providerCode.toLowerCase()}-${slugOf(gameName)}`;
}

function buildCatalogue(): DemoGame[] {
  const positions = new Map<CategorySlug, number>();
  const catalogue: DemoGame[] = [];
  for (const { category, provider, names } of titles) {
    for (const name of names) {
      const position = positions.get(category) ?? 0;
      positions.set(category, position + 1);
      const code = gameCodeOf(provider, name);
      catalogue.push({
        provider_code: provider,
        game_code: code,
        game_name: name,
        game_type: category,
        img_url: `/games/${code}.svg`,
        sort_order: position * 10,
      });
    }
  }
  return catalogue;
}

export const demoGames: readonly DemoGame[] = buildCatalogue();

/** Categories in which a set of providers offers at least one game. */
export function categoriesOf(providerCodes: readonly string[]): Set<CategorySlug> {
  return new Set(
    demoGames.filter((game) => providerCodes.includes(game.provider_code)).map((game) => game.game_type),
  );
}
