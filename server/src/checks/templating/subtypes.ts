// CR 205.3 subtype lists, as data: which subtypes each card type may have. Written from the Comprehensive
// Rules (205.3g–205.3q); a subtype missing here is reported as unknown-subtype (a warning), never an error.
// OPEN QUESTION: the lists grow with every set; update them from the CR of the day when a new type appears.

/** CR 205.3m: creature types (also used by Kindred, CR 308.3). */
export const CREATURE_TYPES: readonly string[] = [
  'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon', 'Armadillo', 'Army',
  'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog', 'Aurochs', 'Avatar', 'Azra', 'Badger',
  'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker',
  'Bird', 'Bison', 'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', "C'tan", 'Camarid', 'Camel', 'Capybara', 'Caribou',
  'Carrier', 'Cat', 'Centaur', 'Chicken', 'Child', 'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice',
  'Construct', 'Coward', 'Coyote', 'Crab', 'Crocodile', 'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi',
  'Demigod', 'Demon', 'Deserter', 'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake',
  'Dreadnought', 'Drix', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental',
  'Elephant', 'Elf', 'Elk', 'Employee', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog',
  'Fungus', 'Gamer', 'Gargoyle', 'Germ', 'Giant', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat', 'Goblin', 'God',
  'Golem', 'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling', 'Hamster', 'Harpy', 'Hellion',
  'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror', 'Horse', 'Hound', 'Human', 'Hydra', 'Hyena',
  'Illusion', 'Imp', 'Incarnation', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Juggernaut',
  'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Lamia', 'Lammasu', 'Leech', 'Leviathan',
  'Lhurgoyf', 'Licid', 'Lizard', 'Llama', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran',
  'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moonfolk', 'Mount', 'Mouse',
  'Mutant', 'Myr', 'Mystic', 'Naga', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Noble',
  'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze', 'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster',
  'Pangolin', 'Peasant', 'Pegasus', 'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian',
  'Pilot', 'Pincher', 'Pirate', 'Plant', 'Porcupine', 'Possum', 'Praetor', 'Primarch', 'Prism', 'Processor',
  'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection', 'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable',
  'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr', 'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout',
  'Sculpture', 'Serf', 'Serpent', 'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Siren',
  'Skeleton', 'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari', 'Spawn',
  'Specter', 'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Spy', 'Squid',
  'Squirrel', 'Starfish', 'Surrakar', 'Survivor', 'Synth', 'Tentacle', 'Tetravite', 'Thalakos', 'Thopter',
  'Thrull', 'Tiefling', 'Time Lord', 'Toy', 'Treefolk', 'Trilobite', 'Triskelavite', 'Troll', 'Turtle',
  'Tyranid', 'Unicorn', 'Vampire', 'Varmint', 'Vedalken', 'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior',
  'Weasel', 'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm',
  'Yeti', 'Zombie', 'Zubera',
];

/** CR 205.3g */
export const ARTIFACT_TYPES: readonly string[] = [
  'Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold',
  'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure',
  'Vehicle',
];

/** CR 205.3h */
export const ENCHANTMENT_TYPES: readonly string[] = [
  'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine',
];

/** CR 205.3i (the basic land types are Plains, Island, Swamp, Mountain, Forest: CR 305.6). */
export const LAND_TYPES: readonly string[] = [
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Planet', 'Plains',
  'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's",
];

/** CR 205.3j */
export const PLANESWALKER_TYPES: readonly string[] = [
  'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas', 'Calix', 'Chandra', 'Comet',
  'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Dihada', 'Domri', 'Dovin', 'Ellywick', 'Elminster', 'Elspeth',
  'Estrid', 'Freyalise', 'Garruk', 'Gideon', 'Grist', 'Guff', 'Huatli', 'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito',
  'Karn', 'Kasmina', 'Kaya', 'Kiora', 'Koth', 'Liliana', 'Lolth', 'Lukka', 'Minsc', 'Mordenkainen', 'Nahiri',
  'Narset', 'Niko', 'Nissa', 'Nixilis', 'Oko', 'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan',
  'Serra', 'Sivitri', 'Sorin', 'Szat', 'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar', 'Ugin',
  'Urza', 'Venser', 'Vivien', 'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn', 'Xenagos', 'Yanggu', 'Yanling',
  'Zariel',
];

/** CR 205.3k: spell types, shared by instants and sorceries. */
export const SPELL_TYPES: readonly string[] = ['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap'];

/** CR 205.3q (battle types). */
export const BATTLE_TYPES: readonly string[] = ['Siege'];

/** CR 205.3p (dungeon types). */
export const DUNGEON_TYPES: readonly string[] = ['Undercity'];

/** CR 205.3n: planar types. */
export const PLANE_TYPES: readonly string[] = [
  'Alara', 'Amonkhet', 'Antausia', 'Arcavios', 'Arkhos', 'Azgol', 'Belenon', "Bolas's Meditation Realm",
  'Capenna', 'Dominaria', 'Eldraine', 'Equilor', 'Ergamon', 'Fabacin', 'Fiora', 'Ikoria', 'Innistrad', 'Iquatana',
  'Ir', 'Ixalan', 'Kaladesh', 'Kaldheim', 'Kamigawa', 'Karsus', 'Kephalai', 'Kinshala', 'Kolbahan', 'Kyneth',
  'Lorwyn', 'Luvion', 'Mercadia', 'Mirrodin', 'Moag', 'Mongseng', 'Muraganda', 'New Phyrexia', 'Phyrexia',
  'Pyrulea', 'Rabiah', 'Rath', 'Ravnica', 'Regatha', 'Segovia', "Serra's Realm", 'Shadowmoor', 'Shandalar',
  'Shenmeng', 'Tarkir', 'Theros', 'Ulgrotha', 'Valla', 'Vryn', 'Wildfire', 'Xerex', 'Zendikar', 'Zhalfir',
];

/** Which subtype list each card type uses (CR 205.3d: a subtype must correspond to one of the card's types). */
export const SUBTYPES_BY_CARD_TYPE: Readonly<Record<string, readonly string[]>> = {
  Creature: CREATURE_TYPES,
  Kindred: CREATURE_TYPES,
  Tribal: CREATURE_TYPES,
  Artifact: ARTIFACT_TYPES,
  Enchantment: ENCHANTMENT_TYPES,
  Land: LAND_TYPES,
  Planeswalker: PLANESWALKER_TYPES,
  Instant: SPELL_TYPES,
  Sorcery: SPELL_TYPES,
  Battle: BATTLE_TYPES,
  Dungeon: DUNGEON_TYPES,
  Plane: PLANE_TYPES,
};

const OWNERS = new Map<string, string[]>();
for (const [type, list] of Object.entries(SUBTYPES_BY_CARD_TYPE)) {
  for (const sub of list) {
    const owners = OWNERS.get(sub) ?? [];
    owners.push(type);
    OWNERS.set(sub, owners);
  }
}

/** The card types a subtype belongs to (empty when it is not in any CR 205.3 list). */
export function subtypeOwners(subtype: string): readonly string[] {
  return OWNERS.get(subtype) ?? [];
}

/** Subtypes of several words ("Time Lord", "Bolas's Meditation Realm", "New Phyrexia"), longest first. */
export const MULTI_WORD_SUBTYPES: readonly string[] = [...OWNERS.keys()].filter((s) => s.includes(' ')).sort((a, b) => b.length - a.length);

const BY_LOWER = new Map<string, string>([...OWNERS.keys()].map((s) => [s.toLowerCase(), s]));

/** The subtype spelled `word` in any case ("elf" → "Elf"), if any. */
export function subtypeCaseInsensitive(word: string): string | undefined {
  return BY_LOWER.get(word.toLowerCase());
}
