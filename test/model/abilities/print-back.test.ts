// Print-back (issue 13): a rules line → its model → the printer gives the line back (reminder text aside, the card's
// own name as "~"). Invented lines in current Oracle wording, one or more per phrase family of the grammar.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** [context, line]: each must print back as itself. */
const LINES: [ContextKey, string][] = [
  ['s', 'Target creature and all other creatures with the same name as that creature get -2/-2 until end of turn.'],
  ['s', 'Destroy target nonland permanent and all other permanents with the same name as that permanent.'],
  // Keywords (CR 702)
  ['c', 'Flying, vigilance'],
  ['c', 'Morph {2}{U}{U}'],
  ['c', 'Ward\u2014Pay 3 life.'],
  // Older Oracle keyword lists set a keyword off with a semicolon (CR 702.1): kept as written
  ['c', 'Trample; banding'],
  ['c', 'Vigilance; horsemanship'],
  ['c', 'Double strike; bushido 2'],
  // Copy exceptions in Oracle form (CR 707.9a, 707.9b)
  ['c', 'You may have this creature enter as a copy of any creature on the battlefield.'],
  // CR 702.141a, 508.1d: a token copy with a requirement naming the player it attacks, for each opponent (encore's)
  ['c', 'For each opponent, create a token that\'s a copy of this card that attacks that opponent this turn if able.'],
  ['c', 'When this creature enters, create a token that\'s a copy of target creature you control, except it has haste.'],
  ['c', 'When this creature enters, create a token that\'s a copy of target creature you control, except it\'s a 1/1 blue Illusion in addition to its other colors and types.'],
  ['c', 'Whenever this creature attacks, it becomes a copy of target creature until end of turn, except it has flying and haste.'],
  ['c', 'You may have this creature enter as a copy of any creature on the battlefield, except it has flying.'],
  ['c', 'You may have this creature enter as a copy of a creature on the battlefield, except it has no mana cost, it\'s white, and it\'s a Spirit in addition to its other types.'],
  ['c', 'You may have ~ enter as a copy of any creature on the battlefield, except if ~ was embalmed, the token has no mana cost, it\'s white, and it\'s a Zombie in addition to its other types.'],
  ['c', 'You may have this creature enter as a copy of any creature on the battlefield, except it\'s an artifact in addition to its other types.'],
  // Keyword actions (CR 701.47 amass, 701.39 bolster, 701.36 populate, 701.46 adapt, 701.37 monstrosity, 701.49 venture, 724 the monarch)
  ['c', 'When this creature enters, amass 2.'],
  ['c', 'When this creature enters, bolster 1.'],
  ['c', 'When this creature enters, populate.'],
  ['c', '{2}{G}: Adapt 3.'],
  ['c', '{4}{G}: Monstrosity 2.'],
  ['c', 'When this creature enters, venture into the dungeon.'],
  ['c', 'When this creature enters, you become the monarch.'],
  // Restrictions about one object (CR 502.3, 509.1b)
  ['c', "This creature doesn't untap during your untap step."],
  ['c', "This creature can't be blocked by more than one creature."],
  // Rules a static ability changes, one sentence each (CR 402.2, 305.2, 401.5, 502.3)
  ['c', 'You have no maximum hand size.'],
  ['e', 'You may play an additional land on each of your turns.'],
  ['e', 'Play with the top card of your library revealed.'],
  ['c', 'You may choose not to untap this creature during your untap step.'],
  // The objects an earlier instruction looked at or revealed (CR 608.2c)
  ['s', 'Reveal the top three cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.'],
  ['s', 'Look at the top five cards of your library. You may reveal an artifact card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.'],
  // Replacements of one object's zone change (CR 614.1a, 614.6): itself, an object named before, a spell cast this way
  ['c', 'If this creature would be put into a graveyard from anywhere, exile it instead.'],
  ['s', 'Target creature gets -2/-2 until end of turn. If that creature would die this turn, exile it instead.'],
  ['i', "Counter target spell. If that spell would be put into its owner's graveyard, exile it instead."],
  ['s', 'Exile target instant card from a graveyard. You may cast it this turn. If a spell cast this way would be put into a graveyard, exile it instead.'],
  // "As long as" conditions about an object's state, kind or counters (CR 611.3a; 701.37b monstrous, 702.112b renowned, 122.1)
  ['e', 'As long as enchanted permanent is a creature, it gets +1/+1.'],
  ['q', 'As long as equipped creature is a Human, it gets +1/+1.'],
  ['c', "This creature gets +1/+1 as long as it's untapped."],
  ['c', 'As long as this creature is monstrous, it has flying.'],
  ['c', 'This creature has flying as long as it has a +1/+1 counter on it.'],
  ['c', 'As long as this creature has seven or more quest counters on it, it gets +5/+5.'],
  // Prevention: "prevent all [combat|noncombat] damage …" in its written shapes (CR 615.1a)
  ['c', 'Prevent all damage that would be dealt to this creature.'],
  ['i', 'Prevent all combat damage that would be dealt by target creature this turn.'],
  ['c', 'Prevent all damage that would be dealt to this creature by artifact creatures.'],
  ['i', 'Prevent all damage target spell would deal this turn.'],
  ['i', 'Prevent all combat damage that would be dealt to and dealt by target creature this turn.'],
  ['e', 'Prevent all noncombat damage that would be dealt to creatures you control.'],
  // A delayed trigger at the next turn's upkeep, written after the effect (CR 603.7a)
  ['s', "Draw a card at the beginning of the next turn's upkeep."],
  ['i', "Target creature gets +1/+1 until end of turn. Draw a card at the beginning of the next turn's upkeep."],
  // "They" names the objects the sentence before acted on (CR 608.2c; 701.19c "can't be regenerated")
  ['s', "Destroy all artifacts and enchantments. They can't be regenerated."],
  ['s', "Destroy two target creatures. They can't be regenerated."],
  // Triggers as event patterns (CR 603)
  ['c', 'When this creature is turned face up, draw a card.'],
  ['c', 'Whenever this creature or another creature you control is turned face up, you gain 2 life.'],
  ['c', 'Whenever another nontoken creature you control dies, draw a card.'],
  // CR 113.6k: a trigger condition that works from every zone.
  ['c', 'When this creature is put into a graveyard from anywhere, you gain 2 life.'],
  // CR 701.24a: shuffled into its owner's library (400.3).
  ['c', "When this creature dies, shuffle it into its owner's library."],
  ['s', "Shuffle all creatures into their owners' libraries."],
  // CR 607.2a: a linked ability's "the exiled cards", returned under their owners' control (110.2a).
  ['e', "When this enchantment leaves the battlefield, return the exiled cards to the battlefield under their owners' control."],
  ['c', 'At the beginning of your upkeep, manifest the top card of your library.'],
  ['c', 'At the beginning of combat on your turn, target creature gets +1/+0 until end of turn.'],
  ['c', 'Whenever you cast an instant or sorcery spell, scry 1.'],
  ['c', 'Whenever a land you control enters, you may draw a card.'],
  ['e', 'When enchanted creature is turned face up, destroy it.'],
  ['c', 'Whenever one or more creatures you control attack, draw a card.'],
  ['c', 'Whenever you draw a card, you gain 1 life.'],
  ['c', 'Whenever an opponent discards a card, that player loses 2 life.'],
  ['c', '{T}: Add {G}, {U}, or {R}.'],
  ['c', '{T}: Add {C}{C}. Spend this mana only to cast a face-down creature spell, pay a mana cost to turn a manifested creature face up, or pay a morph cost.'],
  ['c', 'As this creature enters, choose a color.'],
  ['c', 'Hellbent \u2014 This creature gets +2/+2 as long as you have no cards in hand.'],
  // Costs incl. non-mana costs (CR 118, 602)
  ['c', '{1}{B}, {T}, Sacrifice another creature: Draw two cards.'],
  ['c', 'Pay 5 life: This creature gains flying until end of turn.'],
  ['c', 'Discard a card: Return this creature to its owner\'s hand.'],
  ['c', '{2}, Sacrifice this creature: Destroy target artifact or enchantment.'],
  // Objects and filters incl. or-lists (CR 109, 115)
  ['s', 'Destroy each creature with mana value 3 or less.'],
  ['s', 'Return target creature card from your graveyard to your hand.'],
  ['s', 'Exile target face-down creature an opponent controls.'],
  ['s', 'Destroy up to two target creatures.'],
  // Amounts: numbers, X, for each, equal to (CR 107)
  ['s', 'This spell deals 3 damage to any target.'],
  // Damage to each object and each player (CR 120.3)
  ['e', '{B}: This enchantment deals 1 damage to each creature and each player.'],
  ['s', 'This spell deals X damage to each creature without flying and each player.'],
  ['s', 'Draw X cards.'],
  ['s', 'Target creature gets +1/+1 for each face-down creature you control.'],
  ['s', 'You gain life equal to the number of creatures you control.'],
  ['c', 'This creature deals damage equal to its power to target creature an opponent controls.'],
  // Players, life, tapping, control, combat
  ['s', 'Each opponent loses 2 life and you gain 2 life.'],
  ['s', 'Tap target creature. It doesn\'t untap during its controller\'s next untap step.'],
  ['s', 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.'],
  ['s', 'Target creature you control fights target creature you don\'t control.'],
  ['s', 'Counter target spell unless its controller pays {3}.'],
  ['s', 'Target player mills three cards.'],
  ['s', 'Draw two cards, then discard a card.'],
  // Tokens with characteristics (CR 111)
  ['s', 'Create two tapped 1/1 white Dog creature tokens.'],
  ['s', 'Create a Treasure token.'],
  ['s', 'Create a 2/2 black Zombie creature token with menace.'],
  // Optionality, conditions, delayed triggers (CR 603.7, 608.2c)
  ['c', 'When this creature enters, you may pay {2}. If you do, draw a card.'],
  ['s', 'Return target creature card from your graveyard to the battlefield. If it\'s a Zombie, put a +1/+1 counter on it.'],
  ['s', 'Exile target creature. At the beginning of the next end step, return it to the battlefield under its owner\'s control.'],
  ['c', 'As long as this creature is face down, it can\'t block.'],
  ['c', 'This creature gets +1/+1 as long as you control a Wizard.'],
  // Statics with their affected set (CR 604, 613)
  ['e', 'Enchanted creature loses all abilities and has base power and toughness 0/1.'],
  ['q', 'Equipped creature gets +2/+2 and has trample.'],
  ['c', 'Creatures with no abilities get +2/+2.'],
  ['c', 'All creatures lose all abilities.'],
  ['c', 'Face-down creatures you control have "{T}: Add {C}."'],
  ['c', 'This creature can\'t block.'],
  // Characteristic-defining abilities and P/T choices (CR 604.3, 613.4a)
  ['c', '~\'s power and toughness are each equal to the number of face-down creatures on the battlefield.'],
  ['c', 'As this creature is turned face up, it becomes your choice of 5/1 or 1/5.'],
  // Replacements (CR 614)
  ['c', 'This creature enters tapped.'],
  ['c', 'This creature enters with two +1/+1 counters on it.'],
  ['c', 'As this creature is turned face up, put two +1/+1 counters on it.'],
  // Cost changes and activation limits (CR 601.2f, 602.5)
  ['s', 'This spell costs {1} less to cast for each creature you control.'],
  ['c', 'This spell costs {1} less to cast for each instant and sorcery card in your graveyard.'],
  ['c', '{2}: Turn target creature with morph face down. Activate only as a sorcery.'],
  // Additional costs, player restrictions, durations tied to an object (CR 601.2b, 101.2, 610.3)
  ['s', 'As an additional cost to cast this spell, sacrifice a creature.'],
  ['c', 'Your opponents can\'t gain life.'],
  ['c', 'Spells your opponents cast cost {1} more to cast.'],
  ['c', 'When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.'],
  ['c', 'When this creature enters, if you cast it from your hand, draw a card.'],
  ['c', 'At the beginning of your end step, if you control four or more creatures, draw a card.'],
  ['s', 'Exile the top card of your library. You may play it this turn.'],
  ['s', 'Exile the top card of your library face down. You may look at and play that card for as long as it remains exiled.'],
  ['c', 'You may look at cards exiled with this creature.'],
  ['s', 'Exile the top card of your library. Until end of turn, you may play that card.'],
  ['s', 'Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.'],
  ['s', 'Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in a random order.'],
  ['s', 'Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.'],
  // Delayed triggers written after the effect (CR 603.7a), first upkeeps, cast triggers from a zone (CR 601.2a)
  ['s', 'Exile the top card of your library face down. Put that card into your hand at the beginning of the next end step.'],
  ['c', 'At the beginning of your first upkeep, draw a card.'],
  ['c', "At the beginning of each other player's first upkeep, that player draws a card."],
  ['c', 'Whenever you cast an instant or sorcery spell from your hand, manifest the top card of your library.'],
  // Groups of exiled cards to their owners' zones (CR 400.3, 607.2a); looking and putting back (CR 401.4)
  ['c', "{T}, Sacrifice this creature: Put all cards exiled with this creature into their owners' hands."],
  ['c', "When this creature leaves the battlefield, put all cards exiled with it into their owner's graveyard."],
  ['s', 'Look at the top four cards of your library, then put them back in any order.'],
  ['c', "When you lose control of this creature, put all cards exiled with this creature into their owners' graveyards."],
  ['s', "Exile the top card of your library. Put the exiled card into its owner's hand."],
  // Lasting permissions to play exiled cards (CR 611.2a, 611.2b)
  ['s', 'Exile the top three cards of your library face down. Until your next turn, you may play those cards.'],
  ['s', 'Exile the top card of your library. You may cast that card until the end of your next turn.'],
  ['s', 'Exile the top card of your library face down. You may cast that card without paying its mana cost for as long as it remains exiled.'],
  ['c', 'You may play that card without paying its mana cost for as long as this creature remains on the battlefield.'],
  // Two permissions in one sentence (CR 608.2d), mana spent as though of any type (CR 609.4b)
  ['s', 'Exile the top card of your library face down. You may look at and cast that card for as long as it remains exiled, and you may spend mana as though it were mana of any type to cast that spell.'],
  ['c', 'You may look at cards exiled with this creature, and you may play lands and cast spells from among those cards.'],
  ['c', 'You may play cards exiled with this creature, and you may spend mana as though it were mana of any color to cast those spells.'],
  // Another player's library, and one of the cards looked at (CR 401.1)
  ['s', "Look at the top two cards of target opponent's library. Exile one of them face down and put the other on the bottom of that library."],
  ['c', 'When this creature enters, look at the top four cards of your library, exile one face down, then put the rest on the bottom of your library in any order.'],
  ['c', "At the beginning of your end step, exile the top card of each opponent's library face down."],
  ['s', 'Target player exiles all cards from their hand face down.'],
  ['s', 'Each opponent exiles a card from their hand face down.'],
  ['c', "At the beginning of your end step, exile the bottom card of each opponent's library face down."],
  ['c', "{B}: Return all cards exiled with this creature to their owner's hand and you lose that much life."],
  // CR 400.3: "to their hand" after a card from an opponent's graveyard, and after "Target player returns …", is written so
  // (the card goes to its owner's hand either way); kept as written, not turned into "its owner's hand"
  ['c', "{T}: Return target card from an opponent's graveyard to their hand. Put a +1/+1 counter on target creature."],
  ['s', 'Target player returns a creature card from their graveyard to their hand.'],
  ['c', "{T}: Return two target cards from an opponent's graveyard to their hand. Destroy target artifact or enchantment."],
  ['c', 'Whenever this creature deals combat damage to a player, you gain that much life.'],
  // Copying spells (CR 707.10, 707.10c)
  ['c', 'When this creature is turned face up, copy target instant or sorcery spell. You may choose new targets for that copy.'],
  ['c', 'Whenever you cast an instant or sorcery spell, you may copy it. You may choose new targets for the copy.'],
  // Archenemy schemes (CR 701.32a, 701.33a): understood, never simulated
  ['c', 'When you set this scheme in motion, draw a card.'],
  ['c', "At the beginning of your opponents' end step, they may sacrifice two creatures. If they do, abandon this scheme."],
  // Draft-time instructions (CR 905.2): understood, never simulated
  ['c', 'As you draft a card, you may draft an additional card from that booster pack.'],
  ['c', 'As you draft a card, you may remove it from the draft face down.'],
  ['c', 'As you draft a creature card, you may reveal it, note its name, then turn this creature face down.'],
  ['c', 'During the draft, you may turn this creature face down.'],
  // Modal spells (CR 700.2)
  ['s', 'Choose one \u2014'],
  ['s', '\u2022 Draw a card.'],
  // Or-lists share the phrases after them (CR 115.1); filters after the noun (CR 109)
  ['s', 'Destroy target artifact or creature with mana value 2 or less.'],
  ['s', 'Return target instant or sorcery card from your graveyard to your hand.'],
  ['c', 'This creature deals 2 damage to target attacking or blocking creature.'],
  ['s', "Exile all creature cards from target player's graveyard."],
  ['s', 'Return target noncreature, nonland card from your graveyard to your hand.'],
  ['s', 'Creatures of the chosen type get +1/+1 until end of turn.'],
  ['s', 'Choose a color. Destroy all creatures of the chosen color.'],
  ['c', 'Whenever you sacrifice a creature, you gain 1 life.'],
  ['c', 'Whenever an opponent sacrifices another permanent, you gain 1 life.'],
  ['c', 'As this creature enters or is turned face up, you may choose another creature on the battlefield. If you do, until this creature is turned face down, it becomes a copy of that creature, except it has "At the beginning of your upkeep, you may turn this creature face down."'],
  ['c', 'Other creatures you control of the chosen color get +1/+1.'],
  ['c', "Creatures with power less than ~'s power can't block it."],
  ['s', 'Destroy target creature that was dealt damage this turn.'],
  ['c', "Whenever a creature you control but don't own dies, draw a card."],
  // Sentences in order: "Then …", "Otherwise, …", conditions on one clause (CR 608.2c)
  ['s', 'Search your library for a card and put it into your hand. Then shuffle your library.'],
  ['s', "Exile target creature. If you controlled it, draw a card. Otherwise, you gain 3 life."],
  ['c', "Whenever this creature dies, return it to the battlefield if it's a creature card, then draw a card."],
  // Game actions understood, not carried out (CR 500.7, 500.11, 705, 706, 701.27, 701.12b, 402.3, 701.3, 615)
  ['s', 'Skip your next draw step.'],
  ['c', 'When this creature is turned face up, each opponent skips their next untap step.'],
  ['s', 'Take an extra turn after this one.'],
  ['c', 'At the beginning of your upkeep, flip a coin. If you lose the flip, turn this creature face down.'],
  ['c', 'When this creature is turned face up, roll a six-sided die.'],
  ['c', '{2}: Transform this creature.'],
  ['s', 'Exchange control of target creature you control and target creature an opponent controls.'],
  ['s', "Look at target opponent's hand."],
  ['q', 'When this Equipment is turned face up, attach it to target creature you control.'],
  ['s', 'Prevent the next 2 damage that would be dealt to any target this turn.'],
  ['c', 'When this creature is turned face up, prevent all combat damage non-Wizard creatures would deal this turn.'],
  ['s', 'Target player loses half their life, rounded up.'],
  ['c', 'When this creature is turned face up, you may tap or untap target permanent.'],
  // P/T choices and X (CR 613.4c, 107.3), chosen creature types (CR 205.1a)
  ['s', 'Target creature gets +3/-3 or -3/+3 until end of turn.'],
  ['s', 'All creatures get -X/-X until end of turn.'],
  ['c', 'When this creature is turned face up, it becomes the creature type of your choice.'],
  // Face-down piles, choices of top or bottom, face-down characteristics (CR 406.3, 701.24a, 401.4, 708.2a)
  ['s', 'Exile the top two cards of your library in a face-down pile, shuffle that pile, then manifest those cards.'],
  ['s', 'Look at the top two cards of your library. Manifest one of them, then put the other on the top or bottom of your library.'],
  ['p', '[-6]: Put any number of cards from your hand onto the battlefield face down. They\'re 4/4 artifact creatures.'],
  ['c', "Whenever another creature you control dies, you may return it to the battlefield face down under its owner's control. It's a Forest land."],
  // Causative "have it …", ", where X is …", "that many" (CR 107.3c, 608.2c)
  ['c', 'When this creature is turned face up, you may have it deal 2 damage to target creature.'],
  ['c', 'As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other creatures you control.'],
  ['c', 'Whenever you attack with one or more creatures, create that many 1/1 green and white Citizen creature tokens.'],
  // Trigger events (CR 603.2, 603.8, 510.2)
  ['c', 'Whenever this creature deals combat damage to a creature, destroy that creature at end of combat.'],
  ['c', 'Whenever an Assassin you control deals combat damage to an opponent, draw a card.'],
  ['c', 'Whenever a face-down creature enters under your control, draw a card.'],
  ['c', 'Whenever a face-down permanent you control enters and whenever this creature is turned face up, scry 1.'],
  ['c', 'When you control no Islands, sacrifice this creature.'],
  ['c', 'Whenever you cast an instant or sorcery spell with the chosen name, draw a card.'],
  // Permissions with conditions, replacements with "instead", unless (CR 614.1a, 118.12a)
  ['c', 'You may play the exiled card without paying its mana cost if each player has no cards in hand.'],
  ['c', 'If you would draw a card, exile the top card of your library face down instead.'],
  ['c', 'At the beginning of your upkeep, sacrifice this creature unless you pay {1}{U}.'],
  ['c', "This creature can't attack unless defending player controls an Island."],
  // Statics and restrictions (CR 101.2, 602.5, 702.8a, 614.1c, 510.1c)
  ['c', "You can't cast instant or sorcery spells."],
  ['c', "Each opponent can't cast more than one spell each turn."],
  ['c', 'You may cast creature spells as though they had flash.'],
  ['c', 'Colorless creatures you control enter with two additional +1/+1 counters on them.'],
  ['c', 'Each creature you control assigns combat damage equal to its toughness rather than its power.'],
  ['c', "Activated abilities of artifacts your opponents control can't be activated."],
  ['c', 'All morph costs cost {2} more.'],
  ['c', '{T}: Add {C}. Spend this mana only to cast a face-down creature spell or pay a morph cost.'],
  ['c', 'This creature can block any number of creatures.'],
  ['s', 'Until end of turn, creatures you control gain menace and "Whenever this creature deals combat damage to a player, draw a card."'],
  ['s', 'Create a 1/1 red Goblin creature token with "This creature can\'t block."'],
  // "each" after a plural subject, exact mana values, older wording kept as written (CR 202.3)
  ['s', 'Up to two target creatures each get +1/+0 and gain first strike until end of turn.'],
  ['s', 'Return target creature card with mana value 2 from your graveyard to the battlefield.'],
  ['s', 'Destroy target nonland permanent with converted mana cost 3 or less.'],
  ['c', '{T}: Add {G} to your mana pool.'],
  // Hands, alternative costs, control, blocking restrictions (CR 701.20, 118.9, 613.1b, 509.1b)
  ['s', 'Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.'],
  ['s', "You may discard an Island card rather than pay ~'s mana cost."],
  ['e', 'You control enchanted creature.'],
  ['s', "Target creature can't be blocked by creatures with power 2 or less this turn."],
  ['s', 'Draw cards equal to the number of creatures you control.'],
  ['c', "Whenever this creature deals combat damage to a player, look at the top two cards of that player's library, exile one of them face down, then put the rest into their graveyard."],
  ['s', "Exile the top card of your library face down. For as long as it remains exiled, you may look at that card and you may cast it if it's a creature spell."],
  ['s', "Until end of turn, target creature gains \"When this creature dies, return it to the battlefield tapped under its owner's control.\""],
  // Issue 26 (grammar-b): counters on objects, trigger parts, restrictions and permissions
  ['e', 'Each creature you control with a +1/+1 counter on it has trample.'],
  ['c', 'Whenever a creature you control with a +1/+1 counter on it dies, draw a card.'],
  ['s', 'Destroy each creature with no ice counters on it.'],
  ['s', 'Put a +1/+1 counter on each creature you control with a counter on it.'],
  ['e', 'Creatures you control with two or more +1/+1 counters on them have flying.'],
  ['c', 'When that creature dies this turn, draw a card.'],
  ['c', 'When you cycle Veiled Tidecaller or it dies, draw a card.'],
  ['c', 'Whenever Veiled Tidecaller or enchanted creature attacks, draw a card.'],
  ['c', 'Whenever Veiled Tidecaller or a Dragon you control dies, draw a card.'],
  ['c', 'Whenever a player plays a land or casts a spell, draw a card.'],
  ['c', 'Whenever a creature attacks this turn, draw a card.'],
  ['c', 'When Veiled Tidecaller becomes untapped or you lose control of Veiled Tidecaller, draw a card.'],
  ['c', 'Whenever Veiled Tidecaller attacks or becomes the target of a spell, draw a card.'],
  ['c', 'Whenever you cast a creature spell this turn, draw a card.'],
  ['c', 'Whenever Veiled Tidecaller enters or becomes the target of a spell, draw a card.'],
  ['c', 'Whenever a creature you control attacks this combat, draw a card.'],
  ['c', 'When Veiled Tidecaller enters, you get {E}{E} (two energy counters).'],
  ['c', 'Whenever Veiled Tidecaller attacks, you may pay {E}{E}. If you do, draw a card.'],
  ['c', 'Pay {E}{E}{E}: Veiled Tidecaller gets +1/+1 until end of turn.'],
  ['c', '{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.'],
  ['c', '{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.'],
  ['c', '{T}: Add {C}. Spend this mana only to cast creature spells.'],
  ['c', '{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.'],
  ['c', '{2}: Draw a card. Activate only once.'],
  ['c', '{2}: Draw a card. Any player may activate this ability.'],
  ['c', '{2}: Draw a card. Any player may activate this ability but only during any upkeep step.'],
  ['i', 'Cast this spell only during combat before blockers are declared.'],
  ['i', 'Cast this spell only during combat after blockers are declared.'],
  ['c', 'If Veiled Tidecaller was kicked, it enters with two +1/+1 counters on it.'],
  ['c', 'If Veiled Tidecaller was kicked, it enters with a +1/+1 counter on it.'],
  ['c', 'Veiled Tidecaller escapes with two +1/+1 counters on it.'],
  ['c', 'Veiled Tidecaller escapes with a +1/+1 counter on it.'],
  ['c', 'When Veiled Tidecaller enters, you may put that many charge counters on Veiled Tidecaller.'],
  ['c', '{1}: Put up to two +1/+1 counters on Veiled Tidecaller.'],
  ['s', 'Target creature blocks Sudden Shroud this turn if able.'],
  ['s', 'Target creature attacks this turn if able.'],
  ['s', 'Target creature an opponent controls attacks you this turn if able.'],
  ['s', 'All creatures able to block target creature this turn do so.'],
  ['e', 'All creatures able to block enchanted creature do so.'],
  ['c', '{1}{W}: Veiled Tidecaller can block an additional creature this turn.'],
  ['c', 'Whenever Veiled Tidecaller attacks, target creature defending player controls blocks it this combat if able.'],
  ['c', 'Veiled Tidecaller attacks each combat if able.'],
  // end grammar-b
  // Issue 26, print-back mechanisms: a player named through an object ("that creature's controller", CR 108.3); a
  // duration written after each of several clauses (CR 611.2a); a quoted ability ending the sentence keeps its own period;
  // "under their owner's control" in a delayed trigger (CR 110.2a, 603.7).
  ['c', "Whenever a creature attacks you, that creature's controller loses 2 life."],
  ['c', "Whenever a source deals damage to this creature, that source's controller discards a card."],
  ['c', '{1}{B}: Target creature gets -1/-0 until end of turn and this creature gets +1/+0 until end of turn.'],
  ['c', 'You may have this creature enter as a copy of a creature you control, except it has "{T}: Draw a card."'],
  ['s', "Exile all creatures you control. At the beginning of the next end step, return those cards to the battlefield under their owner's control."],
  // Counters (CR 122.1, 122.5, 601.2d): any kind, any amount, any object, players.
  ['c', '{X}, {T}, Remove X +1/+1 counters from this creature: Draw X cards.'],
  ['c', '{2}, Remove a +1/+1 counter from a creature you control: Draw a card.'],
  ['s', 'Remove all counters from target permanent.'],
  ['s', 'Target opponent gets two poison counters.'],
  ['s', 'Move a +1/+1 counter from target creature onto another target creature.'],
  ['s', 'Distribute three +1/+1 counters among one, two, or three target creatures.'],
  // Trigger events built from parts (CR 603.2, 508.1a, 601.2i).
  ['c', 'Whenever this creature blocks or becomes blocked by a creature with power 2 or less, draw a card.'],
  ['c', 'Whenever one or more creatures you control deal combat damage to a planeswalker, draw a card.'],
  ['e', 'Whenever one or more creature cards are put into your graveyard from your library, draw a card.'],
  ['e', 'Whenever a player attacks enchanted player with one or more creatures, draw a card.'],
  ['e', 'Whenever an opponent casts their first noncreature spell each turn, draw a card.'],
  ['e', 'Whenever you cast another Wizard spell, draw a card.'],
  // "you may have <object or player> <verb>" (CR 608.2c), the duration inside two wrappers (CR 611.2a).
  ['c', 'When this creature enters, you may have target opponent lose 2 life.'],
  ['s', 'If {R} was spent to cast this spell, you may have target creature get +2/+0 until end of turn. If {W} was spent to cast this spell, you may have target creature get +0/+2 until end of turn.'],
  // Attacking and blocking (CR 508.1c, 509.1b).
  ['c', "This creature can't be blocked except by artifact creatures and/or blue creatures."],
  ['e', "Creatures without flying can't attack you."],
  ['e', 'No more than one creature can block each combat.'],
  ['c', '{1}{U}: Tap target creature blocking or blocked by this creature.'],
  ['s', 'Put a +1/+1 counter on each of up to two other target creatures.'],
  // "You may …" inner sentences: a spell of a kind cast free (CR 601.2, 118.9), new targets for copies (707.10c).
  ['s', 'You may cast an instant or sorcery spell with mana value 2 or less from your hand without paying its mana cost.'],
  ['s', 'You may choose new targets for the copies.'],
  // Conditions from parts (CR 603.4, 608.2c): a stat left out after a possessive (208.1), a second condition reusing the
  // first's player (108.4), X compared (107.3), an alternative cost by its mana (118.9), counters removed this way (122.1).
  ['c', "Whenever another creature you control enters, if that creature's power is greater than this creature's, put a +1/+1 counter on this creature."],
  ['e', 'At the beginning of your upkeep, if you control no permanents other than this enchantment and have no cards in hand, you gain 5 life.'],
  ['s', 'Draw X cards. If X is greater than or equal to the number of cards in your library, you win the game.'],
  ['s', 'If the {2}{U} cost was paid, draw a card.'],
  ['e', 'At the beginning of your upkeep, remove all charge counters from this enchantment. If no counters were removed this way, draw a card.'],
  // "your team" (CR 102.4).
  ['c', 'Whenever this creature attacks, if your team controls another Warrior, this creature gets +1/+1 until end of turn.'],
  // A condition with commas of its own: a list of three, "it's" reused (CR 608.2c).
  ['s', 'If you control a God, a Demigod, or a legendary enchantment, you gain 1 life.'],
  ['p', "0: Look at the top card of your library. If it's a land card or a creature card with mana value less than or equal to the number of loyalty counters on Vell, the Veiled, you may put that card onto the battlefield."],
  // Rules a card changes in one sentence (CR 101.2, 614.1a), for a while (611.2a) or under a condition (604.1).
  ['e', "You can't lose the game and your opponents can't win the game."],
  ['e', 'If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.'],
  ['c', 'When this creature enters, until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.'],
  ['e', 'If you would create one or more Clue tokens, instead create those tokens plus an additional Clue token.'],
  ['c', "Whenever this creature attacks, you may have it become a 3/3 Elemental creature with haste and menace until end of turn. It's still a land."],
  ['c', 'When this creature enters, you may have target land you control become a 0/1 Wall creature with defender until end of turn.'],
  ['s', "Target land you control becomes an X/X Elemental creature with haste until end of turn, where X is the number of creatures you control. It's still a land."],
  ['c', '{X}{G}{G}: This creature becomes an X/X Elemental creature until end of turn.'],
  ['e', 'Whenever you draw your second card each turn, you may have this enchantment become a copy of another target permanent until your next turn, except it has this ability.'],
  // Amounts written where a number stands (CR 107.1, 107.3), a list of tokens (CR 111.1), quantities of what an earlier
  // instruction did (CR 608.2c).
  ['s', 'You gain twice X life.'],
  ['s', 'Each opponent loses two times X life.'],
  ['s', 'Each opponent creates X minus one 2/2 white Samurai creature tokens with vigilance.'],
  ['s', 'This spell deals X plus 3 damage to you, where X is the number of creatures that died this way.'],
  ['c', 'When this creature enters, create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token.'],
  ['s', 'Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.'],
  ['s', 'Draw a card for each different mana value among nonland cards in your graveyard.'],
  ['s', 'Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.'],
  ['s', 'Each player discards two cards, then draws cards equal to the greatest number of cards a player discarded this way.'],
  ['s', "Target player discards a number of cards equal to the sacrificed creature's power."],
  ['e', 'At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards equal to the difference.'],
  ['s', 'Each player creates a 2/2 green Bear creature token for each card they revealed this way.'],
  // Several spells cast from among cards exiled before (CR 601.2, 118.9, 608.2c).
  ['s', 'Exile the top six cards of your library. You may cast any number of spells from among cards exiled this way without paying their mana costs.'],
  ['s', 'Exile the top four cards of your library. Until end of turn, you may cast noncreature spells from among those cards without paying their mana costs.'],
  ['s', 'Exile the top four cards of your library. You may play lands from among those cards for as long as they remain exiled.'],
  ['s', 'Choose a color, then you gain 1 life for each permanent of that color.'],
  ['c', 'This creature gets +1/+1 for each card your opponents own in exile.'],
  ['s', 'Return up to two target cards from your graveyard to your hand. You gain life equal to their total mana value.'],
  ['s', 'Target creature deals 6 damage to itself.'],
  ['c', '{T}: This creature deals 2 damage to any target and 3 damage to itself.'],
  ['c', 'When this creature dies, draw a card for each +1/+1 counter it had on it.'],
  // Counters, object phrases, players and trigger events by parts (CR 122.1, 122.5, 115.1, 702, 608.2c, 102.1, 903.3d, 601.2i, 701.6a, 716.2a).
  ['s', 'Move a counter from target creature onto a second target creature.'],
  ['s', 'Remove up to three counters from target creature.'],
  ['s', 'Remove up to two +1/+1 counters from target creature.'],
  ['s', 'Put your choice of a flying counter, a reach counter, or a trample counter on target creature.'],
  ['s', 'Put a +1/+1 counter or a loyalty counter on target permanent.'],
  ['s', 'Put a +1/+1 counter on each creature you control that has a +1/+1 counter on it.'],
  ['s', 'Destroy all creatures that have -1/-1 counters on them.'],
  ['s', 'Destroy all creatures without flying or reach.'],
  ['s', "Target creature without first strike, double strike, or vigilance can't block this turn."],
  ['s', 'Each player who controls a multicolored creature draws a card.'],
  ['s', 'Each opponent who controls more lands than you sacrifices a land.'],
  ['c', "Veiled Tidecaller can't block unless you control more creatures than attacking player."],
  ['s', 'Creatures the active player controls attack this turn if able.'],
  ['c', 'At the beginning of your upkeep, put a +1/+1 counter on each creature each opponent controls.'],
  ['c', 'Whenever a commander you control attacks, put a +1/+1 counter on it.'],
  ['e', 'Whenever the first noncreature spell of a turn is cast, draw a card.'],
  ['e', 'Whenever a spell you control is countered, draw a card.'],
  ['e', 'When this Class becomes level 2, draw a card.'],
  ['s', 'Remove two time counters from target permanent or suspended card.'],
  ['s', 'Put two time counters on target permanent with a time counter on it or suspended card.'],
  ['s', 'Tap all creatures blocking target attacking creature.'],
  ['c', 'If damage would be dealt to Veiled Tidecaller while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from it.'],
  ['s', 'Return target creature card from your graveyard to the battlefield with an additional +1/+1 counter on it.'],
  ['e', '• Dragons — Whenever a creature you control leaves the battlefield, draw a card.'],
  ['c', 'Sneak Attack — Whenever Veiled Tidecaller attacks, draw a card.'],
  ['s', "• Intimidate Them — Up to two target creatures can't block this turn."],
  // The article by sound (model/abilities/article.ts): "a Unicorn", never "an Unicorn".
  ['e', 'Whenever a player puts a Unicorn onto the battlefield, that player gains 1 life.'],
  ['s', 'Create a 2/2 white Unicorn creature token.'],
  // Conditions and players by parts (CR 307.1, 514.3a, 608.3, 102.1).
  ['e', "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes discards a card at the beginning of the next cleanup step."],
  ['c', 'At the beginning of your end step, if a player controls more lands than each other player, the player who controls the most lands draws a card.'],
  ['e', 'At the beginning of your upkeep, the player with the lowest life total gains control of this enchantment.'],
  // The meld condition and meld (CR 108.3, 701.42a, 712.4a).
  ['c', 'At the beginning of your upkeep, if you both own and control this creature and a creature named Orsa, Keeper of Masks, exile them, then meld them into Orsa, the Many-Faced.'],
  // Enters as a copy, tapped or after a condition (CR 614.1c, 707.5).
  ['c', 'You may have this creature enter tapped as a copy of any creature on the battlefield.'],
  ['c', 'If you control a Wizard, you may have this creature enter as a copy of any creature on the battlefield, except it has flying.'],
  // Damage that can't be prevented, from or to some objects (CR 615.12, 614.9).
  ['c', "Damage that would be dealt by this creature can't be prevented."],
  ['s', "Sudden Shroud deals 3 damage to any target. If Sudden Shroud would deal damage to a creature, that damage can't be prevented or dealt instead to another permanent or player."],
  ['s', "Tap target creature. Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent or player."],
  // Tokens of another kind created besides or instead (CR 614.1a, 111.1).
  ['e', 'If one or more tokens would be created under your control, those tokens plus that many 1/1 white Spirit creature tokens with flying are created instead.'],
  ['e', 'If one or more creature tokens would be created under your control, that many 2/2 blue Illusion creature tokens are created instead.'],
  // Players tied, a draw (CR 119.1, 104.4a).
  ['e', 'At the beginning of your upkeep, the player with the highest life total wins the game. If two or more players are tied for highest life total, the game is a draw.'],
  // A card in exile with a counter on it, none left (CR 406.1, 122.1).
  ['e', 'At the beginning of your upkeep, if this enchantment is exiled with a time counter on it, remove a time counter from it. If there are no more time counters on it, return it to the battlefield.'],
  // A duration written first before a prevention or redirection (CR 611.2a).
  ['s', 'Until your next turn, prevent all damage target creature would deal.'],
  ['s', 'Choose target creature you control. Until your next turn, all damage that would be dealt to other creatures you control is dealt to that creature instead.'],
  // A damage event of at least an amount (CR 614.1a).
  ['e', 'If a source would deal 5 or more damage to a permanent or player, that source deals 4 damage to that permanent or player instead.'],
  // Every draw but the first in each draw step (CR 504.1, 614.1a).
  ['e', 'If an opponent would draw a card except the first one they draw in each of their draw steps, that player loses 1 life instead.'],
  // An event with a condition of its own (CR 614.1a).
  ['e', "If a nontoken creature an opponent controls would die and it wasn't cast, exile it instead."],
  // The triggered abilities keywords mean (CR 702.101a extort, 702.149a training, 702.105a dethrone, 702.121a melee,
  // 702.23a rampage, 702.115a ingest), in the rules' words.
  ['c', 'Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.'],
  ['c', "Whenever this creature and at least one other creature with power greater than this creature's power attack, put a +1/+1 counter on this creature."],
  ['c', 'Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on this creature.'],
  ['c', 'Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat.'],
  ['c', 'Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.'],
  ['c', "Whenever this creature deals combat damage to a player, exile the top card of that player's library."],
  // Issue 26 (grammar8a): conditions, triggers and durations built from parts (CR 107.1, 205.3, 406.1, 608.2c, 608.2h,
  // 611.2a, 611.3a, 615.8, 707.10).
  ['s', 'Target opponent discards two cards. If fewer than two cards were discarded this way, you draw a card.'],
  ['e', 'At the beginning of your upkeep, if all creatures you control are Elves, draw a card.'],
  ['c', 'This creature gets +2/+2 as long as an opponent owns a card in exile.'],
  ['c', 'This creature has first strike as long as an instant card and a sorcery card are in your graveyard.'],
  ['e', 'Whenever a creature dies, if an Aura you controlled was attached to it, draw a card.'],
  ['q', 'Equipped creature gets +1/+0. It gets +3/+1 instead as long as you control an artifact.'],
  ['i', 'The next time a creature of the chosen type would deal damage to you this turn, prevent that damage.'],
  ['c', 'Whenever you copy an instant spell, put a +1/+1 counter on this creature.'],
  ['s', 'Exile the top card of your library. During your next turn, you may play that card.'],
  ['s', "Reveal the top card of your library. If it's a creature card, draw a card. If it isn't, you lose 1 life."],
  ['e', "At the beginning of your end step, if you haven't cast a spell this turn, you gain 2 life."],
];

describe('print-back: model → Oracle wording (issue 13)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled, 'fully understood').toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
  });

  it('prints older wording in current wording (a templating difference, not a new meaning)', () => {
    const a = parseAbility('When Veiled Tidecaller enters the battlefield, draw a card.', 0, CONTEXTS.c);
    expect(printAbility(a)).toBe('When ~ enters, draw a card.');
    const b = parseAbility('{2}: Draw a card. Activate this ability only any time you could cast a sorcery.', 0, CONTEXTS.c);
    expect(printAbility(b)).toBe('{2}: Draw a card. Activate only as a sorcery.');
  });

  it('has no printed form for a line it does not fully understand', () => {
    expect(printAbility(parseAbility('Note the number and kind of counters that were on that creature.', 0, CONTEXTS.s))).toBeUndefined();
  });
});
