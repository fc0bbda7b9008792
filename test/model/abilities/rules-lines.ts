// Invented rules-text lines (our own wording, no real card text) and the reading parseAbility must give,
// as summarize() writes it. Card contexts: c = creature, l = legendary creature, s = sorcery, i = instant,
// e = enchantment, q = equipment, p = planeswalker.

export const CONTEXTS = {
  c: { cardName: 'Veiled Tidecaller', faceName: 'Veiled Tidecaller', typeLine: 'Creature — Merfolk Wizard' },
  l: { cardName: 'Orsa, Keeper of Masks', faceName: 'Orsa, Keeper of Masks', typeLine: 'Legendary Creature — Human Rogue' },
  s: { cardName: 'Sudden Shroud', faceName: 'Sudden Shroud', typeLine: 'Sorcery' },
  i: { cardName: 'Quick Unveiling', faceName: 'Quick Unveiling', typeLine: 'Instant' },
  e: { cardName: 'Hall of Masks', faceName: 'Hall of Masks', typeLine: 'Enchantment' },
  q: { cardName: 'Masked Blade', faceName: 'Masked Blade', typeLine: 'Artifact — Equipment' },
  p: { cardName: 'Vell, the Veiled', faceName: 'Vell, the Veiled', typeLine: 'Legendary Planeswalker — Vell' },
  m: { cardName: 'Morph Elemental', faceName: 'Morph Elemental', typeLine: 'Creature — Elemental' },
} as const;

export type ContextKey = keyof typeof CONTEXTS;

/** [context, line, expected summary] */
export const LINES: [ContextKey, string, string][] = [
  // ---- "Equipped creature gets +2/+0. It has first strike.": "it" opening the second sentence names the equipped creature
  // again, one static ability of the Equipment (CR 301.5, 611.3a; test/rules/game/aura-two-sentences.cards) ----
  ['q', 'Equipped creature gets +2/+0. It has first strike.', 'static => modify-pt(all(creature; equipped), +2/+0); gain-keyword(all(creature; equipped), First strike)'],
  // ---- Issue 26: when or from where players can't cast spells (CR 101.2); a static's carried out (601.3), a resolved one's "this turn" read, not simulated ----
  ['e', "Your opponents can't cast spells during your turn.", 'static => player-restriction(restriction=can\'t cast spells when=during your turn who=your-opponents)'],
  ['s', "Target opponent can't cast noncreature spells this turn.", 'spell => player-restriction(restriction=can\'t cast spells when=this turn who=target-opponent spells=(noncreature spell)) | unsimulated="Target opponent can\'t cast noncreature spells this turn"'],
  // ---- Issue 26: attacking and blocking (CR 508.1c–d, 509.1b–c): only creatures of a kind can block it, whom it can't
  // attack, one attacker or blocker each combat, the creatures blocking or blocked by it; read, not simulated ----
  ['c', "This creature can't be blocked except by artifact creatures and/or blue creatures.", 'static => block-restriction(except=true duration=permanent target=self by=(any-of=artifact creature | blue creature))'],
  ['e', "Creatures without flying can't attack you.", 'static => restriction(restriction=can\'t attack you duration=permanent target=all(creature))'],
  ['e', 'No more than one creature can block each combat.', 'static => rule(rule=one-blocker-each-combat)'],
  ['c', '{1}{U}: Tap target creature blocking or blocked by this creature.', 'activated {1}{U} => tap(target=target(creature))'],
  ['s', 'Put a +1/+1 counter on each of up to two other target creatures.', 'spell => add-counters(target-up-to-2(creature; other), 1 +1/+1)'],
  // ---- Issue 26: "you may have <any object or player> <verb>": the object or player does it (CR 608.2c, 608.2d) ----
  ['c', 'When this creature enters, you may have target player lose 3 life.', 'triggered When self-enters => optional(who=you effects=[life(gain=false who=target-player amount={kind=fixed n=3} causative=true)])'],
  ['c', 'When this creature enters, you may have each opponent mill two cards.', 'triggered When self-enters => optional(who=you effects=[player-action(action=mill who=each-opponent amount={kind=fixed n=2} causative=true)])'],
  ['s', 'If {B} was spent to cast this spell, you may have target creature get -3/-3 until end of turn.', 'spell => conditional(condition={kind=mana-spent mana={B}} effects=[optional(who=you effects=[modify-pt(target(creature), -3/-3, eot)])])'],
  // ---- Issue 26: trigger events built from parts (CR 603.2): an object's action and what it is done to, cards put into a
  // graveyard (whose, from where), a player attacking (whom, with what), the how-manieth spell cast; read, printed back,
  // and reported as not simulated ----
  // CR 509.3b: fired once for each creature with flying it blocks (test/rules/game/flanking-blocked-by.cards).
  ['c', 'Whenever this creature blocks a creature with flying, draw a card.', 'triggered Whenever object-action => draw(1)'],
  ['c', 'Whenever a creature you control deals combat damage to a planeswalker, draw a card.', 'triggered Whenever object-action => draw(1) | unsimulated="Whenever a creature you control deals combat damage to a planeswalker,"'],
  ['c', 'Whenever one or more creatures you control deal damage to an opponent, draw a card.', 'triggered Whenever object-event(creature; ctl=you deals damage to an opponent) => draw(1) | unsimulated="Whenever one or more creatures you control deal damage to an opponent,"'],
  ['e', "Whenever a creature card is put into an opponent's graveyard from anywhere, draw a card.", 'triggered Whenever put-into-graveyard => draw(1) | unsimulated="Whenever a creature card is put into an opponent\'s graveyard from anywhere,"'],
  ['e', 'Whenever you attack with two or more creatures with flying, draw a card.', 'triggered Whenever player-attacks => draw(1)'],
  ['e', "Whenever you cast your first spell during each opponent's turn, draw a card.", 'triggered Whenever cast-nth => draw(1)'],
  ['e', 'Whenever you cast an artifact, draw a card.', 'triggered Whenever cast(you: artifact spell) => draw(1)'],
  ['c', 'Whenever this creature phases out, draw a card.', 'triggered Whenever object-event(self phases out) => draw(1) | unsimulated="Whenever this creature phases out,"'],
  ['l', 'Whenever Orsa attacks, draw a card.', 'triggered Whenever object-event(self attacks) => draw(1)'],
  // Players and trigger events by parts: "each player who <condition>" (CR 608.2c), "the active player" (102.1), "than
  // attacking player" (506.2), a commander (903.3d), "the first … spell of a turn is cast" (601.2i), "is countered"
  // (701.6a), a Class's level (716.2a); read, not simulated
  ['s', 'Each player who controls a multicolored creature draws a card.', "spell => draw(each-player: 1) | unsimulated=\"Each player who controls a multicolored creature draws a card\""],
  ['s', 'Each opponent who controls more lands than you sacrifices a land.', "spell => sacrifice(each-opponent: chosen(land) -> graveyard) | unsimulated=\"Each opponent who controls more lands than you sacrifices a land\""],
  ['c', "Veiled Tidecaller can't block unless you control more creatures than attacking player.", "static => conditional(condition={kind=player-compare who=you filter=(creature) more=true word=more than=attacking-player thanWord=attacking player} effects=[restriction(restriction=can't block duration=permanent target=self)] unless=true trailing=true)"],
  ['s', 'Creatures the active player controls attack this turn if able.', "spell => combat-requirement(action=attack when=this turn duration=permanent target=all(creature)) | unsimulated=\"Creatures the active player controls attack this turn if able\""],
  ['c', 'At the beginning of your upkeep, put a +1/+1 counter on each creature each opponent controls.', "triggered At beginning-of(your upkeep) => add-counters(all(creature), 1 +1/+1) | unsimulated=\"put a +1/+1 counter on each creature each opponent controls\""],
  ['c', 'Whenever a commander you control attacks, put a +1/+1 counter on it.', "triggered Whenever object-event(commander; ctl=you attacks) => add-counters(it, 1 +1/+1) | unsimulated=\"Whenever a commander you control attacks,\""],
  ['e', 'Whenever the first noncreature spell of a turn is cast, draw a card.', "triggered Whenever cast-nth => draw(1)"],
  ['e', 'Whenever a spell you control is countered, draw a card.', "triggered Whenever object-event(spell; ctl=you is countered) => draw(1) | unsimulated=\"Whenever a spell you control is countered,\""],
  ['e', 'When this Class becomes level 2, draw a card.', 'triggered When object-event(self becomes level 2) => draw(1)'], // carried out, CR 716.2a (test/rules/game/class-levels.cards)
  // CR 120.2b, 120.10: damage of a kind dealt to an object (noncombat, excess) as its event; read, not fired by the engine
  ['e', 'Whenever a creature an opponent controls is dealt noncombat damage, draw a card.', 'triggered Whenever object-event(creature; ctl=opponent is dealt noncombat damage) => draw(1) | unsimulated="Whenever a creature an opponent controls is dealt noncombat damage,"'],
  ['e', 'Whenever a creature or planeswalker an opponent controls is dealt excess damage, draw a card.', 'triggered Whenever object-event(ctl=opponent; any-of=creature; ctl=opponent | planeswalker; ctl=opponent is dealt excess damage) => draw(1) | unsimulated="Whenever a creature or planeswalker an opponent controls is dealt excess damage,"'],
  ['e', 'Whenever one or more creatures your opponents control are dealt excess noncombat damage, draw a card.', 'triggered Whenever object-event(creature; ctl=opponent is dealt excess noncombat damage) => draw(1) | unsimulated="Whenever one or more creatures your opponents control are dealt excess noncombat damage,"'],
  // CR 608.2c: "the player" is the player named before (as "that player"), kept as written; "the player may …" too
  ['e', "At the beginning of each player's upkeep, that player reveals the top card of their library. If it's a creature card, the player may put it onto the battlefield.", "triggered At beginning-of(each player's upkeep) => reveal(library-top(1, they)); conditional(condition={kind=is subject=it filter=(creature card)} effects=[optional(who=that-player word=the player effects=[put(it -> battlefield)])]) | unsimulated=\"that player reveals the top card of their library\""],
  ['c', 'Whenever Veiled Tidecaller deals combat damage to a player, the player discards a card.', 'triggered Whenever object-event(self deals combat damage to a player) => player-action(action=discard who=that-player whoWord=the player amount={kind=fixed n=1})'],
  // A flavor word that begins with a keyword's name (CR 207.2d); an anchor word's triggered ability on a permanent (614.12c:
  // it has it only if that word was chosen; not linked to the choice by the engine)
  ['e', '• Dragons — Whenever a creature you control leaves the battlefield, draw a card.', "triggered Whenever object-event(creature; ctl=you leaves the battlefield) => draw(1) | word=Dragons | unsimulated=\"Whenever a creature you control leaves the battlefield,\""],
  ['c', 'Sneak Attack — Whenever Veiled Tidecaller attacks, draw a card.', "triggered Whenever object-event(self attacks) => draw(1) | word=Sneak Attack"],
  ['s', "• Intimidate Them — Up to two target creatures can't block this turn.", "spell => restriction(restriction=can't block this turn duration=permanent target=target-up-to-2(creature)) | word=Intimidate Them"],
  // ---- Issue 26: counters of any kind and amount, put on or removed from any object, moved (CR 122.5), distributed
  // (601.2d), on players (122.1f); removing counters of a named kind is carried out (122.1) ----
  ['c', '{2}, Remove a +1/+1 counter from a creature you control: Draw a card.', 'activated {2} => draw(1)'],
  // CR 107.3a: the X announced pays "Remove X +1/+1 counters from this creature" (test/rules/game/x-costs.cards XC1).
  ['c', '{X}, {T}, Remove X +1/+1 counters from this creature: Draw X cards.', 'activated {X},{T} => draw(0)'],
  ['s', 'Remove all +1/+1 counters from target creature.', 'spell => remove-counters(target(creature), all +1/+1)'],
  ['s', 'Remove all counters from target permanent.', 'spell => remove-counters(target(permanent), all any kind) | unsimulated="Remove all counters from target permanent"'],
  ['s', 'Target opponent gets two poison counters.', 'spell => player-counters(who=target-opponent count=2 counter=poison)'],
  ['s', 'Move a +1/+1 counter from target creature onto another target creature.', 'spell => move-counters(count=1 counter=+1/+1 from=target(creature) target=target(creature; other))'],
  ['s', 'Distribute three +1/+1 counters among one, two, or three target creatures.', 'spell => distribute-counters(count=3 counter=+1/+1 target=target3(creature)) | unsimulated="Distribute three +1/+1 counters among one, two, or three target creatures"'],
  ['c', '{1}: Put a -1/-1 counter on a creature you control.', 'activated {1} => add-counters(chosen(creature; ctl=you), 1 -1/-1)'],
  // Counters by parts (CR 122.1, 122.5, 608.2d): a counter of any kind moved, "up to N" removed, one kind chosen from a
  // list, "that has a … counter on it" (the same as "with"); a second or third target (115.1); "without A or B" (702)
  ['s', 'Move a counter from target creature onto a second target creature.', "spell => move-counters(counter= count=1 from=target(creature) target=target(creature)) | unsimulated=\"Move a counter from target creature onto a second target creature\""],
  ['s', 'Remove up to three counters from target creature.', "spell => remove-counters(target(creature), 3 any kind) | unsimulated=\"Remove up to three counters from target creature\""],
  ['s', 'Remove up to two +1/+1 counters from target creature.', "spell => remove-counters(target(creature), 2 +1/+1) | unsimulated=\"Remove up to two +1/+1 counters from target creature\""],
  ['s', 'Put your choice of a flying counter, a reach counter, or a trample counter on target creature.', "spell => add-counters(target(creature), 1 any kind) | unsimulated=\"Put your choice of a flying counter, a reach counter, or a trample counter on target creature\""],
  ['s', 'Put a +1/+1 counter or a loyalty counter on target permanent.', "spell => add-counters(target(permanent), 1 any kind) | unsimulated=\"Put a +1/+1 counter or a loyalty counter on target permanent\""],
  ['s', 'Put a +1/+1 counter on each creature you control that has a +1/+1 counter on it.', "spell => add-counters(all(creature; ctl=you; counters=>=1 +1/+1), 1 +1/+1)"],
  ['s', 'Destroy all creatures that have -1/-1 counters on them.', "spell => destroy(all(creature; counters=>=1 -1/-1) -> graveyard)"],
  ['s', 'Destroy all creatures without flying or reach.', "spell => destroy(all(creature) -> graveyard)"],
  ['s', "Target creature without first strike, double strike, or vigilance can't block this turn.", "spell => restriction(restriction=can't block this turn duration=permanent target=target(creature))"],
  // "suspended card" (CR 702.62b), "creatures blocking target attacking creature" (509.1, 115.1): read, not simulated
  ['s', 'Remove two time counters from target permanent or suspended card.', "spell => remove-counters(target(any-of=permanent | card), 2 time) | unsimulated=\"Remove two time counters from target permanent or suspended card\""],
  ['s', 'Put two time counters on target permanent with a time counter on it or suspended card.', "spell => add-counters(target(any-of=permanent; counters=>=1 time | card), 2 time) | unsimulated=\"Put two time counters on target permanent with a time counter on it or suspended card\""],
  ['s', 'Tap all creatures blocking target attacking creature.', "spell => tap(target=all(creature)) | unsimulated=\"Tap all creatures blocking target attacking creature\""],
  // "remove that many +1/+1 counters from it" (as many as the damage prevented, CR 122.1, 615.1a), "with an additional
  // +1/+1 counter on it" (122.6): read, not simulated
  ['c', 'If damage would be dealt to Veiled Tidecaller while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from it.', "static => instead(event=be dealt damage damage={damage=damage to=self passive=true} prevention=true while={kind=has-counters subject=it counter=+1/+1 atLeast=1} effects=[prevent-that-damage(), remove-counters(it, 0 +1/+1)])"],
  ['s', 'Return target creature card from your graveyard to the battlefield with an additional +1/+1 counter on it.', "spell => return(target(creature card; zone=graveyard) -> battlefield) | unsimulated=\"Return target creature card from your graveyard to the battlefield with an additional +1/+1 counter on it\""],
  // ---- Issue 26: a trigger-shaped line of an instant or sorcery that waits for a later event is the spell's own
  // instruction creating a delayed triggered ability (CR 603.7a–b); one that isn't delayed stays a triggered ability ----
  ['s', 'At the beginning of the next end step, draw a card.', 'spell => delayed-trigger(event={kind=beginning-of step=end step whose=the next} effects=[draw(1)])'],
  ['s', 'Whenever a creature attacks this turn, it gains lifelink until end of turn.', 'spell => delayed-trigger(event={kind=limited event={kind=object-event subject={self=false filter=(creature)} event=attacks} limit=this turn} effects=[gain-keyword(it, Lifelink, eot)] whenever=true)'],
  ['i', 'At the beginning of your upkeep, draw a card.', 'triggered At beginning-of(your upkeep) => draw(1)'],
  // ---- Issue 23: "they" after a mass destroy (CR 701.19c), devotion (700.5) and "isn't a creature" (613.1d) ----
  ['s', "Destroy all creatures. They can't be regenerated.", "spell => destroy(all(creature) -> graveyard); restriction(restriction=can't be regenerated duration=permanent target=it)"],
  ['e', "As long as your devotion to green is less than five, Hall of Masks isn't a creature.", 'static => conditional(condition={kind=devotion colors=[G] lessThan=5} effects=[become-type(self, Creature, not)] asLongAs=true)'],
  ['e', "As long as your devotion to white and black is less than seven, Hall of Masks isn't a creature.", 'static => conditional(condition={kind=devotion colors=[W, B] lessThan=7} effects=[become-type(self, Creature, not)] asLongAs=true)'],
  ['c', "Veiled Tidecaller isn't a creature.", 'static => become-type(self, Creature, not)'],
  // ---- Issue 26: conditions from parts (CR 603.4, 608.2c): another object's same stat as its possessive alone (208.1)
  // and a second condition reusing the first's player (108.4, 402.1) are carried out (test/rules/game/condition-parts.cards);
  // X compared (107.3), an alternative cost by its mana (118.9), counters removed this way (122.1) are read, not simulated ----
  ['c', "Whenever another creature you control enters, if that creature's power is greater than this creature's, put a +1/+1 counter on this creature.", 'triggered Whenever creature-enters(creature; other; ctl=you) => conditional(condition={kind=compare form=is quantity={kind=stat of=it stat=power} cmp=greater-than to={kind=stat of=self stat=power} statElided=true} effects=[add-counters(self, 1 +1/+1)])'],
  ['e', 'At the beginning of your upkeep, if you control no permanents other than this enchantment and have no cards in hand, you gain 5 life.', 'triggered At beginning-of(your upkeep) => conditional(condition={kind=both op=and left={kind=control filter=(permanent; other) none=true} right={kind=hand-size none=true}} effects=[life(gain=true who=you amount={kind=fixed n=5})])'],
  ['s', 'Draw X cards. If X is greater than or equal to the number of cards in your library, you win the game.', 'spell => draw(0); conditional(condition={kind=compare form=is quantity={kind=x} cmp=greater-than-or-equal-to to={kind=count filter=(card; zone=library)}} effects=[game-result(result=win who=you)]) | unsimulated="If X is greater than or equal to the number of cards in your library, you win the game"'],
  ['s', 'If the {2}{U} cost was paid, draw a card.', 'spell => conditional(condition={kind=cost-paid subject=the keyword={2}{U}} effects=[draw(1)]) | unsimulated="If the {2}{U} cost was paid, draw a card"'],
  ['e', 'At the beginning of your upkeep, remove all charge counters from this enchantment. If no counters were removed this way, draw a card.', 'triggered At beginning-of(your upkeep) => remove-counters(self, all charge); conditional(condition={kind=happened subject={objects={some=no counter= plural=true}} verb=remove form=participle when=this way be=were} effects=[draw(1)]) | unsimulated="If no counters were removed this way, draw a card"'],
  // "your team" is "you" in a game that isn't between teams (CR 102.4; test/rules/game/condition-parts.cards CP6-7).
  ['c', 'Whenever this creature attacks, if your team controls another Warrior, this creature gets +1/+1 until end of turn.', 'triggered Whenever object-event(self attacks) => conditional(condition={kind=controls-count who=your-team filter=(Warrior) cmp=at-least n=1 other=true article=another} effects=[modify-pt(self, +1/+1, eot)])'],
  // A list of three conditions reusing the first's "you control", ending at the comma after which the instruction reads
  // (CR 603.4, 608.2c; carried out: test/rules/game/condition-parts.cards CP8-9).
  ['e', 'At the beginning of your upkeep, if you control a Wizard, a Zombie, or a Cleric, you gain 2 life.', 'triggered At beginning-of(your upkeep) => conditional(condition={kind=both op=or left={kind=control filter=(Wizard) none=false} right={kind=both op=or left={kind=control filter=(Zombie) none=false} right={kind=control filter=(Cleric) none=false} serial=true} comma=true} effects=[life(gain=true who=you amount={kind=fixed n=2})])'],
  // ---- Keyword lines (CR 702) ----
  ['c', 'Flying', 'keyword Flying'],
  ['c', 'Flying, vigilance', 'keyword Flying, Vigilance'],
  ['c', 'Flying, haste', 'keyword Flying, Haste'],
  ['c', 'First strike, trample', 'keyword First strike, Trample'],
  ['c', 'Double strike', 'keyword Double strike'],
  ['c', 'Deathtouch, lifelink, reach', 'keyword Deathtouch, Lifelink, Reach'],
  ['c', 'Flash', 'keyword Flash'],
  ['c', 'Defender, flying', 'keyword Defender, Flying'],
  ['c', 'Morph {2}{U}{U}', 'keyword Morph {2}{U}{U}'],
  ['c', 'Morph {0}', 'keyword Morph {0}'],
  ['c', 'Morph {X}{X}{R}', 'keyword Morph {X}{X}{R}'],
  ['c', 'Morph {4}{G}{G}{G}', 'keyword Morph {4}{G}{G}{G}'],
  ['c', 'morph {3}', 'keyword Morph {3}'],
  ['c', 'Megamorph {1}{G}', 'keyword Megamorph {1}{G}'],
  ['c', 'Megamorph {5}{W}{W}', 'keyword Megamorph {5}{W}{W}'],
  ['c', 'Disguise {W}', 'keyword Disguise {W}'],
  ['c', 'Disguise {1}{U/B}{U/B}', 'keyword Disguise {1}{U/B}{U/B}'],
  ['c', 'Disguise {X}{3}{G}', 'keyword Disguise {X}{3}{G}'],
  ['c', 'Ward {2}', 'keyword Ward {2}'],
  ['c', 'Ward—Pay 3 life.', 'keyword Ward [Pay 3 life]'],
  ['c', 'Ward—Discard a card.', 'keyword Ward [Discard a card]'],
  ['c', 'Morph—Reveal a white card in your hand.', 'keyword Morph [Reveal a white card in your hand]'],
  ['c', 'Morph—Discard a card.', 'keyword Morph [Discard a card]'],
  ['c', 'Morph — Pay 4 life.', 'keyword Morph [Pay 4 life]'],
  ['c', 'Morph--Pay 4 life.', 'keyword Morph [Pay 4 life]'],
  ['c', 'Morph—Return two Islands you control to their owner\'s hand.', 'keyword Morph [Return two Islands you control to their owner\'s hand]'],
  // CR 702.29a: cycling stands for "[Cost], Discard this card: Draw a card.", activated from the hand by the engine.
  ['c', 'Cycling {U}', 'keyword Cycling {U}'],
  ['c', 'Cycling {2}', 'keyword Cycling {2}'],
  // CR 702.29e: typecycling stands for an activated ability searching the library for its type, which the engine carries out.
  ['c', 'Plainscycling {2}', 'keyword Plainscycling {2}'],
  // CR 702.6a: equip stands for an activated ability the engine carries out (model/abilities/keyword-abilities.ts).
  ['q', 'Equip {2}', 'keyword Equip {2}'],
  ['q', 'Equip {1}{R}', 'keyword Equip {1}{R}'],
  // CR 702.45a: bushido stands for a triggered ability the engine fires (test/rules/game/keyword-triggers.cards).
  ['c', 'Bushido 2', 'keyword Bushido [2]'],
  // CR 702.122a: crew stands for an activated ability the engine carries out (test/rules/game/crew.cards); "Crew X" doesn't.
  ['c', 'Crew 3', 'keyword Crew [3]'],
  ['c', 'Crew X', 'keyword Crew [X] | unsimulated="Crew X"'],
  // CR 702.63a: vanishing stands for abilities the engine carries out (test/rules/game/permanent-keywords-2.cards).
  ['c', 'Vanishing 3', 'keyword Vanishing [3]'],
  ['c', 'Protection from red', 'keyword Protection [from red]'],
  ['c', 'Flying, protection from white and from blue', 'keyword Flying, Protection [from white and from blue]'],
  ['e', 'Enchant creature', 'keyword Enchant [creature]'],
  ['c', 'Hexproof from black', 'keyword Hexproof [from black]'],
  // CR 702.14c: landwalk is carried out (rules/queries/combat-restrictions.ts; test/rules/game/landwalk.cards).
  ['c', 'Islandwalk', 'keyword Islandwalk'],
  ['c', 'Nonbasic landwalk', 'keyword Nonbasic landwalk'],
  ['c', 'Flying, lifelink, ward {2}', 'keyword Flying, Lifelink, Ward {2}'],
  // CR 702.62a: suspend is carried out (test/rules/game/suspend.cards); "Suspend X—…" is not (its X counters).
  ['c', 'Suspend 4—{1}{U}', 'keyword Suspend {1}{U} [4]'],
  ['c', 'Suspend X—{X}{U}', 'keyword Suspend {X}{U} [X] | unsimulated="Suspend X—{X}{U}"'],
  // CR 702.35a, 702.88a: madness and rebound are carried out (test/rules/game/madness.cards, rebound.cards).
  ['c', 'Madness {1}{R}', 'keyword Madness {1}{R}'],
  ['c', 'Rebound', 'keyword Rebound'],
  // CR 702.40a: storm is carried out (test/rules/game/storm.cards).
  ['c', 'Storm', 'keyword Storm'],
  // CR 702.85a: cascade is carried out (test/rules/game/cascade.cards).
  ['c', 'Cascade', 'keyword Cascade'],
  ['c', 'Flying.', 'keyword Flying'],
  ['c', 'Trample, haste', 'keyword Trample, Haste'],
  // CR 702.83a: exalted too (506.5: "attacks alone"); CR 702.79a: persist too (its counters as it last existed,
  // 603.10a); CR 702.22a: banding is not carried out.
  ['c', 'Exalted, menace', 'keyword Exalted, Menace'],
  ['c', 'Persist, menace', 'keyword Persist, Menace'],
  ['c', 'Banding, menace', 'keyword Banding, Menace | unsimulated="Banding"'],
  // CR 702.108a: prowess stands for a triggered ability the engine fires (rules/queries/keyword-abilities.ts).
  ['c', 'Prowess, menace', 'keyword Prowess, Menace'],
  ['c', 'Morph {2}{U}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)', 'keyword Morph {2}{U}{U}'],
  ['c', 'Disguise {5}{R}. This cost is reduced by {1} for each artifact you control.', 'keyword Disguise {5}{R} | unmodeled="This cost is reduced by {1} for each artifact you control."'],
  // CR 702.33a: kicker is carried out (rules/game/casting.ts: `cast … kicked` pays it as an additional cost).
  ['c', 'Kicker {2}{R}', 'keyword Kicker {2}{R}'],
  // CR 702.34a: flashback is carried out (rules/game/casting.ts: cast from the graveyard, then exiled).
  ['c', 'Flashback {1}{U}', 'keyword Flashback {1}{U}'],
  // CR 702.27a, 702.42a, 702.33c, 702.74a: buyback, entwine, multikicker and evoke are carried out the same way
  // (rules/game/keyword-costs.ts: `cast … with buyback`, `with entwine`, `kicked 2 times`, `with evoke`).
  ['c', 'Buyback {3}', 'keyword Buyback {3}'],
  ['c', 'Entwine {2}', 'keyword Entwine {2}'],
  ['c', 'Multikicker {1}{G}', 'keyword Multikicker {1}{G}'],
  ['c', 'Evoke {R}{R}', 'keyword Evoke {R}{R}'],
  // CR 702.133a, 702.81a, 702.137a, 702.117a, 702.143a, 702.138a: jump-start, retrace, spectacle, surge, foretell and
  // escape too (a dash cost of mana and other parts, its commas included, is one cost: CR 118.3).
  ['c', 'Jump-start', 'keyword Jump-start'],
  ['c', 'Retrace', 'keyword Retrace'],
  ['c', 'Spectacle {1}{R}', 'keyword Spectacle {1}{R}'],
  ['c', 'Surge {U}', 'keyword Surge {U}'],
  ['c', 'Foretell {1}{U}', 'keyword Foretell {1}{U}'],
  // CR 702.66a: delve exiles the graveyard cards a cast step names to pay generic mana (rules/game/delve.ts).
  ['c', 'Delve', 'keyword Delve'],
  // CR 702.119a: emerge, an alternative cost with a creature sacrificed (rules/game/emerge.ts).
  ['c', 'Emerge {5}{U}{U}', 'keyword Emerge {5}{U}{U}'],
  ['c', 'Escape—{R}{R}, Exile three other cards from your graveyard.', 'keyword Escape [{R}{R}, Exile three other cards from your graveyard]'],
  // A cost part the engine doesn't pay leaves it not carried out.
  ['c', 'Buyback—Exile two cards from your graveyard at random.', 'keyword Buyback [Exile two cards from your graveyard at random] | unsimulated="Buyback—Exile two cards from your graveyard at random"'],
  // Not keyword lines.
  ['c', 'Flying creatures you control get +1/+1.', 'text | unmodeled="Flying creatures you control get +1/+1."'],
  ['c', 'Morph', 'text | unmodeled="Morph"'],
  ['c', 'Morph {2}{T}', 'text | unmodeled="Morph {2}{T}"'],
  ['c', 'Flying, swims', 'text | unmodeled="Flying, swims"'],
  ['m', 'When Morph Elemental enters, draw a card.', 'triggered When self-enters => draw(1)'],
  ['c', 'When Morph Elemental enters, draw a card.', 'triggered When other => draw(1) | unmodeled="When Morph Elemental enters,"'],

  // ---- Triggered abilities (CR 603) ----
  ['c', 'When this creature is turned face up, draw a card.', 'triggered When self-turned-face-up => draw(1)'],
  ['c', 'When this creature is turned face up, draw a card', 'triggered When self-turned-face-up => draw(1)'],
  ['c', 'When Veiled Tidecaller is turned face up, return target creature to its owner\'s hand.', 'triggered When self-turned-face-up => return(target(creature) -> hand)'],
  ['l', 'When Orsa is turned face up, draw two cards.', 'triggered When self-turned-face-up => draw(2)'],
  ['l', 'When Orsa, Keeper of Masks is turned face up, draw three cards.', 'triggered When self-turned-face-up => draw(3)'],
  ['c', 'When this permanent is turned face up, draw a card.', 'triggered When self-turned-face-up => draw(1)'],
  ['c', 'When this creature enters, manifest dread.', 'triggered When self-enters => manifest-dread'],
  ['c', 'When Veiled Tidecaller enters the battlefield, manifest the top card of your library.', 'triggered When self-enters => manifest(1)'],
  ['c', 'When this creature enters or is turned face up, draw a card.', 'triggered When self-enters-or-turned-face-up => draw(1)'],
  ['c', 'When Veiled Tidecaller enters the battlefield or is turned face up, target creature gets +2/+0 until end of turn.', 'triggered When self-enters-or-turned-face-up => modify-pt(target(creature), +2/+0, eot)'],
  ['c', 'When this creature dies, cloak the top card of your library.', 'triggered When self-dies => cloak(1)'],
  ['c', 'When this creature is put into a graveyard from anywhere, you gain 2 life.', 'triggered When object-event(self is put into a graveyard from anywhere) => life(gain=true who=you amount={kind=fixed n=2})'],
  ['c', 'When Veiled Tidecaller dies, manifest the top card of your library.', 'triggered When self-dies => manifest(1)'],
  ['c', 'When this creature dies, return it to the battlefield face down under your control.', 'triggered When self-dies => return(self -> battlefield face down under you)'],
  ['c', 'Whenever a permanent you control is turned face up, draw a card.', 'triggered Whenever permanent-you-control-turned-face-up => draw(1)'],
  ['c', 'Whenever a face-down permanent you control is turned face up, put a +1/+1 counter on it.', 'triggered Whenever permanent-you-control-turned-face-up => add-counters(it, 1 +1/+1)'],
  ['c', 'Whenever you turn a permanent face up, put a +1/+1 counter on it.', 'triggered Whenever you-turn-permanent-face-up => add-counters(it, 1 +1/+1)'],
  ['c', 'Whenever a face-down creature you control enters, draw a card.', 'triggered Whenever face-down-creature-you-control-enters => draw(1)'],
  ['c', 'Whenever a face-down creature enters the battlefield under your control, draw a card.', 'triggered Whenever face-down-creature-you-control-enters => draw(1)'],
  ['c', 'Whenever you manifest dread, put a +1/+1 counter on target creature.', 'triggered Whenever you-manifest-dread => add-counters(target(creature), 1 +1/+1)'],
  ['c', 'Whenever another creature you control enters, it gains haste until end of turn.', 'triggered Whenever creature-enters(creature; other; ctl=you) => gain-keyword(it, Haste, eot)'],
  ['c', 'Whenever a creature enters the battlefield under your control, draw a card.', 'triggered Whenever creature-enters(creature; ctl=you) => draw(1)'],
  ['c', 'Whenever a face-down permanent you control enters, draw a card.', 'triggered Whenever creature-enters(permanent; face-down; ctl=you) => draw(1)'],
  ['c', 'Whenever an enchantment you control enters, draw a card.', 'triggered Whenever object-event(enchantment; ctl=you enters) => draw(1)'],
  ['c', 'At the beginning of your upkeep, manifest the top card of your library.', 'triggered At beginning-of(your upkeep) => manifest(1)'],
  ['c', 'Whenever this creature attacks, manifest dread.', 'triggered Whenever object-event(self attacks) => manifest-dread'], // CR 508.3a: fired (rules/triggers/combat-triggers.ts)
  ['c', 'When this creature is turned face up, you gain 3 life.', 'triggered When self-turned-face-up => life(gain=true who=you amount={kind=fixed n=3})'],
  ['c', 'When this creature is turned face up, untap it.', 'triggered When self-turned-face-up => untap(self)'],
  ['e', 'When this enchantment enters, manifest dread.', 'triggered When self-enters => manifest-dread'],
  ['e', 'When Hall of Masks enters the battlefield, manifest the top two cards of your library.', 'triggered When self-enters => manifest(2)'],
  ['q', 'When this Equipment is turned face up, attach it to target creature you control.', 'triggered When self-turned-face-up => attach(target=self to=target(creature; ctl=you))'],
  ['q', 'When this Equipment enters, cloak the top card of your library, then attach this Equipment to it.', 'triggered When self-enters => cloak(1); attach-self-to-it'],
  ['q', 'When Masked Blade enters, manifest dread, then attach Masked Blade to that creature.', 'triggered When self-enters => manifest-dread; attach-self-to-it'],
  ['c', 'When this creature is turned face up, it gets +3/+3 and gains trample until end of turn.', 'triggered When self-turned-face-up => modify-pt(self, +3/+3, eot); gain-keyword(self, Trample, eot)'],
  ['c', 'When this creature is turned face up, turn target creature face down.', 'triggered When self-turned-face-up => turn-face-down(target(creature))'],
  ['c', 'When this creature is turned face up, turn target creature with morph face down.', 'triggered When self-turned-face-up => turn-face-down(target(creature; with=Morph))'],
  ['c', 'When this creature is turned face up, you may draw a card.', 'triggered When self-turned-face-up => optional(who=you effects=[draw(1)])'],
  ['c', 'Whenever a permanent you control is turned face up, if it\'s a creature, it gets +1/+1 until end of turn.', 'triggered Whenever permanent-you-control-turned-face-up => conditional(condition={kind=is subject=it filter=(creature)} effects=[modify-pt(it, +1/+1, eot)])'],
  ['c', 'When this creature is turned face up, exile target creature an opponent controls.', 'triggered When self-turned-face-up => exile(target(creature; ctl=opponent) -> exile)'],
  ['c', 'When this creature is turned face up, destroy target face-down creature.', 'triggered When self-turned-face-up => destroy(target(creature; face-down) -> graveyard)'],
  ['c', 'When this creature is turned face up, creatures you control get +1/+1 until end of turn.', 'triggered When self-turned-face-up => modify-pt(all(creature; ctl=you), +1/+1, eot)'],
  ['c', 'When this creature is turned face up, target creature you control gains flying and lifelink until end of turn.', 'triggered When self-turned-face-up => gain-keyword(target(creature; ctl=you), Flying + Lifelink, eot)'],
  ['c', 'When this creature is turned face up, target creature loses all abilities until end of turn.', 'triggered When self-turned-face-up => lose-all-abilities(target(creature), eot)'],
  ['c', 'When this creature is turned face up, put two +1/+1 counters on it.', 'triggered When self-turned-face-up => add-counters(self, 2 +1/+1)'],
  ['c', 'When this creature is turned face up, turn target face-down creature an opponent controls face up.', 'triggered When self-turned-face-up => turn-face-up(target(creature; face-down; ctl=opponent))'],
  ['c', 'When this creature is turned face up, manifest the top card of your library, then put a +1/+1 counter on it.', 'triggered When self-turned-face-up => manifest(1); add-counters(it, 1 +1/+1)'],
  ['c', 'When this creature is turned face up, return target face-down creature to its owner\'s hand. Draw a card.', 'triggered When self-turned-face-up => return(target(creature; face-down) -> hand); draw(1)'],
  ['c', 'When this creature is turned face up, draw a card. You lose 1 life.', 'triggered When self-turned-face-up => draw(1); life(gain=false who=you amount={kind=fixed n=1})'],
  ['c', 'When this creature enters', 'triggered When self-enters => | unmodeled="When this creature enters"'],
  ['c', 'Whenever', 'triggered Whenever other => | unmodeled="Whenever"'],
  ['c', 'When Veiled Tidecaller is turned face up, target creature gets −2/−2 until end of turn.', 'triggered When self-turned-face-up => modify-pt(target(creature), -2/-2, eot)'],
  ['c', 'When Veiled Tidecaller is turned face up, all creatures get -1/-1 until end of turn.', 'triggered When self-turned-face-up => modify-pt(all(creature), -1/-1, eot)'],
  ['c', 'When this creature is turned face up, turn all other face-down creatures face up.', 'triggered When self-turned-face-up => turn-face-up(all(creature; face-down; other))'],
  ['c', 'When this creature is turned face up, sacrifice it.', 'triggered When self-turned-face-up => sacrifice(self -> graveyard)'],
  ['c', 'When this creature is turned face up, exile it.', 'triggered When self-turned-face-up => exile(self -> exile)'],
  ['c', 'Whenever a permanent you control is turned face up, put a +1/+1 counter on it and a +1/+1 counter on this creature.', 'triggered Whenever permanent-you-control-turned-face-up => add-counters(it, 1 +1/+1); add-counters(self, 1 +1/+1)'],
  ['c', 'When this creature is turned face up, destroy target artifact and target enchantment.', 'triggered When self-turned-face-up => destroy(target(artifact) -> graveyard); destroy(target(enchantment) -> graveyard)'],
  ['c', 'When this creature is turned face up, gain control of target creature. It gains haste until end of turn.', 'triggered When self-turned-face-up => gain-control(target(creature)); gain-keyword(it, Haste, eot)'],
  ['c', 'When this creature is turned face up, scry 2. Draw a card.', 'triggered When self-turned-face-up => player-action(action=scry amount={kind=fixed n=2}); draw(1)'], // CR 701.22a: scry is carried out

  // ---- Activated abilities (CR 602, 606) ----
  ['c', '{1}{U}: Turn target face-down creature face up.', 'activated {1}{U} => turn-face-up(target(creature; face-down))'],
  ['c', '{2}{U}, {T}: Turn target face-down creature you control face up.', 'activated {2}{U},{T} => turn-face-up(target(creature; face-down; ctl=you))'],
  ['c', '{T}: Draw a card.', 'activated {T} => draw(1)'],
  ['c', '{3}: Turn this creature face down.', 'activated {3} => turn-face-down(self)'],
  ['c', '{2}{U}: Turn Veiled Tidecaller face down.', 'activated {2}{U} => turn-face-down(self)'],
  ['c', 'Sacrifice this creature: Manifest the top card of your library.', 'activated [Sacrifice this creature] => manifest(1)'],
  ['c', '{1}, Sacrifice Veiled Tidecaller: Draw a card.', 'activated {1} => draw(1)'],
  ['c', '{1}, Sacrifice a creature: Draw a card.', 'activated {1} => draw(1)'],
  ['p', '+1: Draw a card.', 'activated [+1] => draw(1)'],
  ['p', '−2: Target creature gets −2/−2 until end of turn.', 'activated [−2] => modify-pt(target(creature), -2/-2, eot)'],
  ['p', '[−3]: Manifest dread.', 'activated [[−3]] => manifest-dread'],
  ['p', '0: Draw a card.', 'activated [0] => draw(1)'],
  ['p', '-1: Turn target creature face down.', 'activated [-1] => turn-face-down(target(creature))'],
  ['c', '{2}{G}: This creature gets +2/+2 until end of turn.', 'activated {2}{G} => modify-pt(self, +2/+2, eot)'],
  ['c', '{1}{G}: Reveal target face-down permanent. If it\'s a creature card, you may turn it face up.', 'activated {1}{G} => reveal(target(permanent; face-down), then-face-up)'],
  ['c', '{U}: Exile this creature, then return it to the battlefield face down under its owner\'s control.', 'activated {U} => exile(self -> exile); return(it -> battlefield face down under owner)'],
  ['c', '{2}{W}: Look at target face-down creature.', 'activated {2}{W} => look(target=target(creature; face-down)) | unsimulated="Look at target face-down creature"'],
  ['c', '{T}: Add {G}.', 'activated {T} => add-mana(mana={G})'],
  ['c', '{1}{U}: Return this creature to its owner\'s hand.', 'activated {1}{U} => return(self -> hand)'],
  ['c', '{W/P}: This creature gains flying until end of turn.', 'activated {W/P} => gain-keyword(self, Flying, eot)'],
  ['c', '{2/U}: This creature gets +1/+0 until end of turn.', 'activated {2/U} => modify-pt(self, +1/+0, eot)'],
  ['c', '{X}: Manifest the top card of your library.', 'activated {X} => manifest(1)'],
  ['c', 'Discard a card: This creature gains menace until end of turn.', 'activated [Discard a card] => gain-keyword(self, Menace, eot)'],
  ['c', '{1}{B}, {T}, Sacrifice another creature: Manifest the top card of your library.', 'activated {1}{B},{T} => manifest(1)'],
  ['c', '{Q}: Draw a card.', 'activated [{Q}] => draw(1)'],
  // CR 602.2b, 118.3: the engine pays the costs it reads (rules/actions/nonmana-costs.ts); a part naming its source in
  // another zone, or objects by words its matcher doesn't read ("attacking"), it does not.
  ['c', 'Tap an untapped Elf you control: Draw a card.', 'activated [Tap an untapped Elf you control] => draw(1)'],
  ['c', 'Exile this card from your graveyard: Draw a card.', 'activated [Exile this card from your graveyard] => draw(1)'],
  ['c', 'Sacrifice an attacking creature: Draw a card.', 'activated [Sacrifice an attacking creature] => draw(1)'],
  ['c', '{3}{U}:', 'activated {3}{U} => | unmodeled="{3}{U}:"'],
  // CR 602.5b, 602.5d: an activated ability's own limits are carried out (rules/queries/activation-limits.ts); a timing
  // the engine can't tell is not.
  ['c', '{2}: Turn target creature with morph face down. Activate only as a sorcery.', 'activated {2} => turn-face-down(target(creature; with=Morph)); activate-only(limits=[{kind=timing when=as a sorcery}])'],
  // CR 602.5b, 508.1: carried out (rules/queries/activation-limits.ts; test/rules/game/activation-limits.cards A6).
  ['c', '{1}: You gain 2 life. Activate only before attackers are declared.', 'activated {1} => life(gain=true who=you amount={kind=fixed n=2}); activate-only(limits=[{kind=timing when=before attackers are declared}])'],
  // "their turn": whose is not told, so the limit is recognized, not simulated.
  ['c', '{1}: You gain 2 life. Activate only during their turn before the end step.', 'activated {1} => life(gain=true who=you amount={kind=fixed n=2}); activate-only(limits=[{kind=timing when=during their turn before the end step}]) | unsimulated="Activate only during their turn before the end step"'],

  // ---- Static abilities (CR 604) ----
  ['c', 'Face-down creatures you control get +1/+1.', 'static => modify-pt(all(creature; face-down; ctl=you), +1/+1)'],
  ['c', 'Face-down creatures get +0/+2.', 'static => modify-pt(all(creature; face-down), +0/+2)'],
  ['c', 'Other face-down creatures you control get +1/+0.', 'static => modify-pt(all(creature; face-down; other; ctl=you), +1/+0)'],
  ['c', 'Creatures you control have vigilance.', 'static => gain-keyword(all(creature; ctl=you), Vigilance)'],
  ['c', 'Face-down creatures you control have menace.', 'static => gain-keyword(all(creature; face-down; ctl=you), Menace)'],
  ['c', 'Nontoken creatures you control get +1/+1.', 'static => modify-pt(all(creature; nontoken; ctl=you), +1/+1)'],
  ['c', 'Creatures you control get +1/+1 and have trample.', 'static => modify-pt(all(creature; ctl=you), +1/+1); gain-keyword(all(creature; ctl=you), Trample)'],
  ['c', 'All creatures lose all abilities and have base power and toughness 1/1.', 'static => lose-all-abilities(all(creature)); set-base-pt(all(creature), 1/1)'],
  ['c', 'The first face-down creature spell you cast each turn costs {3} less to cast.', 'static => face-down-cost-reduction(3, first each turn)'],
  ['c', 'Face-down creature spells you cast cost {1} less to cast.', 'static => face-down-cost-reduction(1)'],
  ['c', 'Face-down creature spells you cast cost {2} less to cast.', 'static => face-down-cost-reduction(2)'],
  ['c', 'Beast creatures you control get +1/+1.', 'static => modify-pt(all(Beast creature; ctl=you), +1/+1)'],
  ['c', 'All Goblins get +1/+0.', 'static => modify-pt(all(Goblin), +1/+0)'],
  ['c', 'Green creatures you control get +0/+1.', 'static => modify-pt(all(green creature; ctl=you), +0/+1)'],
  ['c', 'Each creature you control with morph gets +1/+1.', 'static => modify-pt(all(creature; ctl=you; with=Morph), +1/+1)'],
  ['c', 'Equipped creature gets +2/+2.', 'static => modify-pt(all(creature; equipped), +2/+2)'],
  ['c', 'This creature must be blocked if able.', 'static => restriction(restriction=must be blocked if able duration=permanent target=self)'], // CR 509.1c
  ['c', 'This creature can\'t block.', 'static => restriction(restriction=can\'t block duration=permanent target=self)'],
  ['c', 'Tapped creatures you control get +1/+1.', 'static => modify-pt(all(creature; ctl=you; status=tapped), +1/+1)'],
  ['c', 'You may look at face-down creatures you don\'t control any time.', 'static => optional(who=you effects=[look(while=any time target=all(creature; face-down; ctl=opponent))]) | unsimulated="You may look at face-down creatures you don\'t control any time"'],
  ['c', 'Face-down creatures you control get +1/+1. Creatures you control can\'t be blocked.', 'static => modify-pt(all(creature; face-down; ctl=you), +1/+1); restriction(restriction=can\'t be blocked duration=permanent target=all(creature; ctl=you))'],
  ['c', 'This creature has flying.', 'static => gain-keyword(self, Flying)'],
  ['c', 'Face-down creatures you control get +X/+X.', 'static => modify-pt-x(duration=permanent target=all(creature; face-down; ctl=you) power=1 toughness=1) | unsimulated="Face-down creatures you control get +X/+X"'],

  // ---- Replacement effects (CR 614.1c, 614.1e) ----
  ['c', 'As this creature is turned face up, put two +1/+1 counters on it.', 'replacement turned-face-up => add-counters(self, 2 +1/+1)'],
  ['c', 'As Veiled Tidecaller is turned face up, put three +1/+1 counters on it.', 'replacement turned-face-up => add-counters(self, 3 +1/+1)'],
  ['c', 'As this creature enters or is turned face up, put a +1/+1 counter on it.', 'replacement enters-or-turned-face-up => add-counters(self, 1 +1/+1)'],
  ['c', 'As Veiled Tidecaller enters the battlefield or is turned face up, put a +1/+1 counter on it.', 'replacement enters-or-turned-face-up => add-counters(self, 1 +1/+1)'],
  ['c', 'As Veiled Tidecaller enters the battlefield, turn all other nontoken creatures face down.', 'replacement enters => turn-face-down(all(creature; nontoken; other))'],
  ['c', 'As this creature enters, turn all other nontoken creatures face down. (They\'re 2/2 creatures.)', 'replacement enters => turn-face-down(all(creature; nontoken; other))'],
  ['c', 'This creature enters with two +1/+1 counters on it.', 'replacement enters => add-counters(self, 2 +1/+1)'],
  ['c', 'Veiled Tidecaller enters the battlefield with a +1/+1 counter on it.', 'replacement enters => add-counters(self, 1 +1/+1)'],
  // "enters with X counters": X is the X paid for the spell (CR 107.3m, 614.1c).
  ['c', 'This creature enters with X +1/+1 counters on it.', 'replacement enters => add-counters(self, X +1/+1)'],
  ['c', 'Veiled Tidecaller enters the battlefield with X +1/+1 counters on it.', 'replacement enters => add-counters(self, X +1/+1)'],
  // Clone-like "enter as a copy" (CR 614.1c, 707.5): the copied object is chosen, not targeted (CR 115.1).
  ['c', 'You may have this creature enter as a copy of any creature on the battlefield.', 'replacement enters => become-copy(self, of chosen(creature))'],
  ['c', 'You may have Veiled Tidecaller enter the battlefield as a copy of any creature on the battlefield.', 'replacement enters => become-copy(self, of chosen(creature))'],
  ['c', 'You may have this creature enter as a copy of a creature you control.', 'replacement enters => become-copy(self, of chosen(creature; ctl=you))'],
  // CR 707.9a: the exception is part of the copy effect.
  ['c', 'You may have this creature enter as a copy of any creature on the battlefield, except it has flying.', 'replacement enters => become-copy(self, of chosen(creature))'],
  ['c', 'You may have this creature enter as a copy of an artifact or creature on the battlefield.', 'replacement enters => become-copy(self, of chosen(any-of=artifact | creature))'],
  // Lightform-like: the enchantment becomes an Aura with enchant creature (CR 205.1a, 303.4a), then manifest and attach.
  ['e', 'When this enchantment enters, it becomes an Aura with enchant creature. Manifest the top card of your library and attach this enchantment to it.', 'triggered When self-enters => become-type(self, Aura); gain-keyword(self, Enchant creature); manifest(1); attach-self-to-it'],
  ['e', 'When Hall of Masks enters the battlefield, it becomes an Aura with enchant creature you control. Manifest the top card of your library and attach Hall of Masks to it.', 'triggered When self-enters => become-type(self, Aura); gain-keyword(self, Enchant creature you control); manifest(1); attach-self-to-it'],
  ['s', 'Target enchantment becomes an Aura with enchant creature.', 'spell => become-type(target(enchantment), Aura); gain-keyword(it, Enchant creature)'],
  ['e', 'When this enchantment enters, it becomes an Aura with enchant wibble flop.', 'triggered When self-enters => | unmodeled="it becomes an Aura with enchant wibble flop."'],
  ['c', 'As this creature is turned face up, you may attach it to a creature.', 'replacement turned-face-up => optional(who=you effects=[attach(target=self to=chosen(creature))]) | unsimulated="you may attach it to a creature"'],
  ['c', 'As this creature is turned face up, it becomes a 4/4 Dragon creature in addition to its other types.', 'replacement turned-face-up => become-type(self, Dragon Creature, additive); set-base-pt(self, 4/4)'],

  // ---- Spell text (instants and sorceries) ----
  ['s', 'Manifest the top card of your library.', 'spell => manifest(1)'],
  ['s', 'Manifest the top two cards of your library.', 'spell => manifest(2)'],
  ['s', 'Manifest the top three cards of your library.', 'spell => manifest(3)'],
  ['s', 'Manifest dread.', 'spell => manifest-dread'],
  ['s', 'Cloak the top card of your library.', 'spell => cloak(1)'],
  ['s', 'Cloak the top two cards of your library.', 'spell => cloak(2)'],
  ['s', 'Turn target creature face down.', 'spell => turn-face-down(target(creature))'],
  ['s', 'Turn target creature with morph face down.', 'spell => turn-face-down(target(creature; with=Morph))'],
  ['s', 'Turn target creature with a morph ability face down.', 'spell => turn-face-down(target(creature; with=Morph))'],
  ['s', 'Turn target creature with disguise face down.', 'spell => turn-face-down(target(creature; with=Disguise))'],
  ['s', 'Turn all other nontoken creatures face down. (They\'re 2/2 creatures.)', 'spell => turn-face-down(all(creature; nontoken; other))'],
  ['s', 'Turn target creature face down. It\'s a 2/2 Cyberman artifact creature.', 'spell => turn-face-down(target(creature), as 2/2 Cyberman Artifact Creature)'],
  ['s', 'Turn target nonland permanent face down. It\'s a 3/3 Golem artifact creature.', 'spell => turn-face-down(target(nonland permanent), as 3/3 Golem Artifact Creature)'],
  ['s', 'Turn target creature face down. It\'s a red 2/2 creature.', 'spell => turn-face-down(target(creature)) | unmodeled="It\'s a red 2/2 creature."'],
  ['s', 'Turn target face-down creature face up.', 'spell => turn-face-up(target(creature; face-down))'],
  ['i', 'Turn target face-down creature an opponent controls face up.', 'spell => turn-face-up(target(creature; face-down; ctl=opponent))'],
  ['i', 'Turn target face-down creature you control face up.', 'spell => turn-face-up(target(creature; face-down; ctl=you))'],
  ['i', 'Reveal target face-down permanent. If it\'s a creature card, you may turn it face up.', 'spell => reveal(target(permanent; face-down), then-face-up)'],
  ['i', 'Reveal target face-down creature.', 'spell => reveal(target(creature; face-down))'],
  ['i', 'Until end of turn, target creature loses all abilities and becomes a blue Frog creature with base power and toughness 1/1.', 'spell => lose-all-abilities(target(creature), eot); become-type(it, [U] Frog Creature, eot); set-base-pt(it, 1/1, eot)'],
  ['i', 'Target creature loses all abilities and becomes a green Elk creature with base power and toughness 3/3 until end of turn.', 'spell => lose-all-abilities(target(creature), eot); become-type(it, [G] Elk Creature, eot); set-base-pt(it, 3/3, eot)'],
  ['i', 'Target creature loses all abilities until end of turn.', 'spell => lose-all-abilities(target(creature), eot)'],
  ['s', 'Target creature loses all abilities.', 'spell => lose-all-abilities(target(creature))'],
  ['i', 'Target creature becomes a copy of another target creature until end of turn.', 'spell => become-copy(target(creature), of target(creature; other), eot)'],
  ['s', 'Create a token that\'s a copy of target creature you control.', 'spell => create-token-copy(of target(creature; ctl=you))'],
  ['s', 'Create a token that\'s a copy of target face-down creature.', 'spell => create-token-copy(of target(creature; face-down))'],
  ['i', 'Target creature gets +3/+3 until end of turn.', 'spell => modify-pt(target(creature), +3/+3, eot)'],
  ['i', 'Target creature gets -2/-2 until end of turn.', 'spell => modify-pt(target(creature), -2/-2, eot)'],
  ['i', 'Target creature gets −4/−4 until end of turn.', 'spell => modify-pt(target(creature), -4/-4, eot)'],
  ['i', 'Target creature gets +2/-1 until end of turn.', 'spell => modify-pt(target(creature), +2/-1, eot)'],
  ['s', 'Put two +1/+1 counters on target creature.', 'spell => add-counters(target(creature), 2 +1/+1)'],
  ['s', 'Put a +1/+1 counter on each creature you control.', 'spell => add-counters(all(creature; ctl=you), 1 +1/+1)'],
  ['s', 'Put three -1/-1 counters on target creature.', 'spell => add-counters(target(creature), 3 -1/-1)'],
  ['s', 'Put a +1/+1 counters on target creature.', 'spell => | unmodeled="Put a +1/+1 counters on target creature."'],
  ['i', 'Target creature becomes a red Dragon creature in addition to its other types until end of turn.', 'spell => become-type(target(creature), [R] Dragon Creature, additive, eot)'],
  ['i', 'Target artifact becomes an artifact creature with base power and toughness 4/4 until end of turn.', 'spell => become-type(target(artifact), Artifact Creature, eot); set-base-pt(it, 4/4, eot)'],
  ['s', 'Target land becomes a 3/3 Elemental creature in addition to its other types.', 'spell => become-type(target(land), Elemental Creature, additive); set-base-pt(it, 3/3)'],
  ['i', 'Target creature becomes a white and blue Spirit creature until end of turn.', 'spell => become-type(target(creature), [WU] Spirit Creature, eot)'],
  ['i', 'Target creature becomes colorless until end of turn.', 'spell => become-type(target(creature), [] , eot)'],
  // Layer-system phrases (CR 613.1e color only, 613.4b "becomes N/N", 205.1b "still a land", 613.1f "loses flying").
  ['i', 'Target creature becomes blue until end of turn.', 'spell => become-type(target(creature), [U] , eot)'],
  ['i', 'Target creature becomes white and black until end of turn.', 'spell => become-type(target(creature), [WB] , eot)'],
  ['i', 'Target creature becomes 0/1 until end of turn.', 'spell => set-base-pt(target(creature), 0/1, eot)'],
  ['i', 'Until end of turn, target land becomes a 3/3 creature that\'s still a land.', 'spell => become-type(target(land), Creature, additive, eot); set-base-pt(it, 3/3, eot)'],
  ['s', 'Target land becomes a 2/2 Elemental creature. It\'s still a land.', 'spell => become-type(target(land), Elemental Creature, additive); set-base-pt(it, 2/2)'],
  ['i', 'Target creature loses flying until end of turn.', 'spell => lose-keyword(target(creature), Flying, eot)'],
  ['e', 'All creatures lose flying.', 'static => lose-keyword(all(creature), Flying)'],
  ['e', 'All creatures with flying have vigilance.', 'static => gain-keyword(all(creature; with=Flying), Vigilance)'],
  ['e', 'All noncreature artifacts become 2/2 artifact creatures.', 'static => become-type(all(noncreature artifact), Artifact Creature); set-base-pt(all(noncreature artifact), 2/2)'],
  ['e', 'All Frogs become artifacts in addition to their other types.', 'static => become-type(all(Frog), Artifact, additive)'],
  ['s', 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', 'spell => gain-control(target(creature), eot); untap(it); gain-keyword(it, Haste, eot)'],
  ['s', 'Gain control of target artifact.', 'spell => gain-control(target(artifact))'],
  ['i', 'Switch target creature\'s power and toughness until end of turn.', 'spell => switch-pt(target(creature), eot)'],
  ['c', '{1}: Switch this creature\'s power and toughness until end of turn.', 'activated {1} => switch-pt(self, eot)'],
  ['e', 'Enchanted creature has flying.', 'static => gain-keyword(all(creature; enchanted), Flying)'],
  ['e', 'Enchanted creature loses flying.', 'static => lose-keyword(all(creature; enchanted), Flying)'],
  ['e', 'Enchanted Equipment has "Equipped creature has flying."', 'static => gain-ability(all(Equipment; enchanted), "Equipped creature has flying.")'],
  // CR 613.1f, 604.1: a static grant of a quoted ability is applied in layer 6 (rules/layers/apply.ts).
  ['e', 'Enchanted creature has "This creature can\'t block."', 'static => grant-ability(has=true duration=permanent target=all(creature; enchanted) ability=static(text=~ can\'t block. unmodeled=[] effects=[restriction(restriction=can\'t block duration=permanent target=self)]))'],
  ['q', 'Equipped creature gets +10/+10 and loses flying.', 'static => modify-pt(all(creature; equipped), +10/+10); lose-keyword(all(creature; equipped), Flying)'],
  ['i', 'Target creature gains flying until end of turn.', 'spell => gain-keyword(target(creature), Flying, eot)'],
  ['i', 'Target creature gains first strike and trample until end of turn.', 'spell => gain-keyword(target(creature), First strike + Trample, eot)'],
  ['i', 'Target creature gains flying, vigilance, and lifelink until end of turn.', 'spell => gain-keyword(target(creature), Flying + Vigilance + Lifelink, eot)'],
  ['i', 'Target creature gains protection from red until end of turn.', 'spell => gain-keyword(target(creature), Protection from red, eot)'],
  ['i', 'Creatures you control gain hexproof until end of turn.', 'spell => gain-keyword(all(creature; ctl=you), Hexproof, eot)'],
  ['i', 'Target creature gets +1/+1 and gains menace until end of turn.', 'spell => modify-pt(target(creature), +1/+1, eot); gain-keyword(it, Menace, eot)'],
  ['i', 'Return target creature to its owner\'s hand.', 'spell => return(target(creature) -> hand)'],
  ['i', 'Return target face-down creature to its owner\'s hand.', 'spell => return(target(creature; face-down) -> hand)'],
  ['s', 'Return all creatures to their owners\' hands.', 'spell => return(all(creature) -> hand)'],
  ['s', 'Exile target creature.', 'spell => exile(target(creature) -> exile)'],
  ['s', 'Exile target face-down creature.', 'spell => exile(target(creature; face-down) -> exile)'],
  ['s', 'Destroy target creature.', 'spell => destroy(target(creature) -> graveyard)'],
  ['s', 'Destroy target creature an opponent controls.', 'spell => destroy(target(creature; ctl=opponent) -> graveyard)'],
  ['s', 'Destroy target creature you don\'t control.', 'spell => destroy(target(creature; ctl=opponent) -> graveyard)'],
  ['s', 'Destroy all face-down creatures.', 'spell => destroy(all(creature; face-down) -> graveyard)'],
  ['s', 'Destroy each face-down creature your opponents control.', 'spell => destroy(all(creature; face-down; ctl=opponent) -> graveyard)'],
  ['s', 'Destroy two target creatures.', 'spell => destroy(target2(creature) -> graveyard)'],
  ['s', 'Destroy two target creature.', 'spell => | unmodeled="Destroy two target creature."'],
  ['s', 'Destroy target artifact or enchantment.', 'spell => destroy(target(any-of=artifact | enchantment) -> graveyard)'],
  ['s', 'Destroy up to one target creature.', 'spell => destroy(target-up-to-1(creature) -> graveyard)'],
  ['s', 'Destroy target creature with power 3 or less.', 'spell => destroy(target(creature; power-le-3) -> graveyard)'],
  ['s', 'Destroy target nonland permanent and all other permanents with the same name as that permanent.', 'spell => destroy(target(nonland permanent)+same-name(permanent) -> graveyard)'],
  ['s', 'Target creature and all other creatures with the same name as that creature get -2/-2 until end of turn.', 'spell => modify-pt(target(creature)+same-name(creature), -2/-2, eot)'],
  ['s', 'Draw a card.', 'spell => draw(1)'],
  ['s', 'Draw three cards.', 'spell => draw(3)'],
  ['s', 'Draw 4 cards.', 'spell => draw(4)'],
  ['s', 'Draw two cards, then manifest the top card of your library.', 'spell => draw(2); manifest(1)'],
  ['s', 'Manifest the top card of your library, then put two +1/+1 counters on it.', 'spell => manifest(1); add-counters(it, 2 +1/+1)'],
  ['s', 'Manifest the top card of your library, then put X +1/+1 counters on it.', 'spell => manifest(1); add-counters(it, X +1/+1)'],
  ['s', 'Manifest the top card of your library and put a +1/+1 counter on it.', 'spell => manifest(1); add-counters(it, 1 +1/+1)'],
  ['s', 'Exile target creature. Draw a card.', 'spell => exile(target(creature) -> exile); draw(1)'],
  ['s', 'Destroy target creature. Its controller manifests the top card of their library.', 'spell => destroy(target(creature) -> graveyard); manifest(its-controller: from library-top(1, they))'],
  ['s', 'Put target creature card from your graveyard onto the battlefield face down.', 'spell => put(target(creature card; zone=graveyard) -> battlefield face down)'],
  ['s', 'Exile target creature, then return it to the battlefield face down under your control.', 'spell => exile(target(creature) -> exile); return(it -> battlefield face down under you)'],
  ['s', 'Exile target face-down creature, then return it to the battlefield under its owner\'s control.', 'spell => exile(target(creature; face-down) -> exile); return(it -> battlefield under owner)'],
  ['s', 'Counter target spell.', 'spell => counter-spell(target=target(spell))'],
  ['s', 'Sorcery Shroud deals 3 damage to any target.', 'spell => | unmodeled="Sorcery Shroud deals 3 damage to any target."'],
  ['s', 'Choose one —', 'spell => modal(min=1 max=1 modes=[])'],
  ['c', 'Choose one —', 'spell => modal(min=1 max=1 modes=[])'],
  ['c', '• Turn target face-down creature face up.', 'spell => turn-face-up(target(creature; face-down))'],
  ['c', '• Manifest dread.', 'spell => manifest-dread'],
  ['c', '• Cloak the top card of your library.', 'spell => cloak(1)'],
  // "the chosen color" refers to the linked choice (CR 607.2d)
  ['c', 'Other creatures you control of the chosen color get +1/+1.', 'static => modify-pt(all(creature; other; ctl=you; chosen-color), +1/+1)'],
  ['s', 'Sacrifice a creature.', 'spell => sacrifice(chosen(creature) -> graveyard)'],
  ['i', 'Target creature gets +X/+X until end of turn.', 'spell => modify-pt-x(duration=until-end-of-turn target=target(creature) power=1 toughness=1)'],
  ['i', 'Turn target creature face down. It gains flying until end of turn.', 'spell => turn-face-down(target(creature)); gain-keyword(it, Flying, eot)'],
  ['i', 'Turn target face-down creature face up. Draw a card.', 'spell => turn-face-up(target(creature; face-down)); draw(1)'],
  ['i', 'Turn target face-down creature face up, then return it to its owner\'s hand.', 'spell => turn-face-up(target(creature; face-down)); return(it -> hand)'],
  // CR 615.1a: understood, not carried out (the engine's answers resting on it are inconclusive).
  ['i', 'Prevent all damage that would be dealt to target creature this turn.', 'spell => prevent-all(damage=damage written=2 thisTurn=true to=target(creature))'],
  ['i', 'Target creature gets +2/+2 until end of turn. If it\'s face down, draw a card.', 'spell => modify-pt(target(creature), +2/+2, eot); conditional(condition={kind=state subject=it state=face down contracted=true} effects=[draw(1)])'], // CR 608.2c: "it" is the target, told by the engine as it is now (rules/queries/conditions.ts)
  ['i', 'Turn target creature face down', 'spell => turn-face-down(target(creature))'],
  ['i', 'Turn target', 'spell => | unmodeled="Turn target"'],

  // ---- Ability words (CR 207.2c) ----
  ['c', 'Eerie — Whenever a creature you control enters, draw a card.', 'triggered Whenever creature-enters(creature; ctl=you) => draw(1) | word=Eerie'],
  ['c', 'Eerie — Whenever an enchantment you control enters, draw a card.', 'triggered Whenever object-event(enchantment; ctl=you enters) => draw(1) | word=Eerie'],
  ['c', 'Hellbent — This creature gets +2/+2 as long as you have no cards in hand.', 'static => conditional(condition={kind=hand-size none=true} effects=[modify-pt(self, +2/+2)] asLongAs=true trailing=true) | word=Hellbent'],
  ['c', 'Threshold — Face-down creatures you control get +1/+1.', 'static => modify-pt(all(creature; face-down; ctl=you), +1/+1) | word=Threshold'],
  ['c', 'Raid — When this creature enters, manifest dread.', 'triggered When self-enters => manifest-dread | word=Raid'],
  ['c', 'Secret Council — When this creature is turned face up, draw a card.', 'triggered When self-turned-face-up => draw(1) | word=Secret Council'],
  ['c', 'Eerie -- When this creature enters, cloak the top card of your library.', 'triggered When self-enters => cloak(1) | word=Eerie'],
  ['c', 'Eerie —', 'text | unmodeled="Eerie —"'],
  ['e', 'I, II — Manifest dread.', 'spell => manifest-dread | word=I, II'],

  // ---- Issue 26 (grammar-b): counters on objects, trigger parts, restrictions and permissions — sibling lines per family ----
  ['e', 'Each creature you control with a +1/+1 counter on it has trample.', 'static => gain-keyword(all(creature; ctl=you; counters=>=1 +1/+1), Trample)'],
  ['c', 'Whenever a creature you control with a +1/+1 counter on it dies, draw a card.', 'triggered Whenever object-event(creature; ctl=you; counters=>=1 +1/+1 dies) => draw(1)'],
  ['s', 'Destroy each creature with no ice counters on it.', 'spell => destroy(all(creature; counters=none ice) -> graveyard)'],
  ['s', 'Put a +1/+1 counter on each creature you control with a counter on it.', 'spell => add-counters(all(creature; ctl=you; counters=>=1), 1 +1/+1)'],
  ['e', 'Creatures you control with two or more +1/+1 counters on them have flying.', 'static => gain-keyword(all(creature; ctl=you; counters=>=2 +1/+1), Flying)'],
  ['s', 'Destroy each creature with three ice counters on it.', 'spell => | unmodeled="Destroy each creature with three ice counters on it."'],
  ['c', 'When that creature dies this turn, draw a card.', 'triggered When object-event( dies) this turn => draw(1) | unsimulated="When that creature dies this turn,"'],
  ['c', 'When you cycle Veiled Tidecaller or it dies, draw a card.', 'triggered When either-or(self-action | self-dies) => draw(1)'],
  ['c', 'Whenever Veiled Tidecaller or enchanted creature attacks, draw a card.', 'triggered Whenever object-event(self enchanted creature attacks) => draw(1)'],
  ['c', 'Whenever Veiled Tidecaller or a Dragon you control dies, draw a card.', 'triggered Whenever object-event(self Dragon; ctl=you dies) => draw(1)'],
  ['c', 'Whenever a player plays a land or casts a spell, draw a card.', 'triggered Whenever either-or(player-event | cast(a player: spell)) => draw(1) | unsimulated="Whenever a player plays a land or casts a spell,"'],
  ['c', 'Whenever you cast a spell during an opponent\'s turn, draw a card.', 'triggered Whenever cast(you: spell) during an opponent\'s turn => draw(1)'],
  ['c', 'Whenever a creature attacks this turn, draw a card.', 'triggered Whenever object-event(creature attacks) this turn => draw(1) | unsimulated="Whenever a creature attacks this turn,"'],
  ['c', 'When Veiled Tidecaller becomes untapped or you lose control of Veiled Tidecaller, draw a card.', 'triggered When either-or(object-event(self becomes untapped) | you-lose-control-of-self) => draw(1) | unsimulated="When Veiled Tidecaller becomes untapped or you lose control of Veiled Tidecaller,"'],
  ['c', 'Whenever Veiled Tidecaller attacks or becomes the target of a spell, draw a card.', 'triggered Whenever either-or(object-event(self attacks) | object-event(self becomes the target of a spell)) => draw(1)'],
  ['c', 'Whenever you cast a creature spell this turn, draw a card.', 'triggered Whenever cast(you: creature spell) this turn => draw(1) | unsimulated="Whenever you cast a creature spell this turn,"'],
  ['c', 'Whenever Veiled Tidecaller enters or becomes the target of a spell, draw a card.', 'triggered Whenever either-or(self-enters | object-event(self becomes the target of a spell)) => draw(1)'],
  ['c', 'Whenever a creature you control attacks this combat, draw a card.', 'triggered Whenever object-event(creature; ctl=you attacks) this combat => draw(1) | unsimulated="Whenever a creature you control attacks this combat,"'],
  ['c', '{1}{U}{B}: Veiled Tidecaller becomes a 3/2 blue and black Elemental creature until end of turn and can\'t be blocked this turn. It\'s still a land.', 'activated {1}{U}{B} => become-type(self, [UB] Elemental Creature, additive, eot); set-base-pt(self, 3/2, eot); restriction(restriction=can\'t be blocked this turn duration=until-end-of-turn target=self)'],
  ['c', 'When Veiled Tidecaller enters, you get {E}{E} (two energy counters).', 'triggered When self-enters => energy(who=you count=2)'],
  ['c', 'Whenever Veiled Tidecaller attacks, you may pay {E}{E}. If you do, draw a card.', 'triggered Whenever object-event(self attacks) => optional(who=you effects=[energy(pay=true count=2)]); conditional(condition={kind=if-you-do} effects=[draw(1)])'],
  ['c', 'Pay {E}{E}{E}: Veiled Tidecaller gets +1/+1 until end of turn.', 'activated [Pay {E}{E}{E}] => modify-pt(self, +1/+1, eot)'],
  ['p', '+1: You get an emblem with "Creatures you control get +1/+1."', 'activated [+1] => emblem(who=you ability=static(text=Creatures you control get +1/+1. unmodeled=[] effects=[modify-pt(all(creature; ctl=you), +1/+1)] appliesTo=(creature; ctl=you)))'],
  ['p', '−6: You get an emblem with "At the beginning of your end step, create a 1/1 white Cat creature token."', 'activated [−6] => emblem(who=you ability=triggered(text=At the beginning of your end step, create a 1/1 white Cat creature token. unmodeled=[] trigger=At event={kind=beginning-of step=end step whose=your} effects=[create-token(amount={kind=fixed n=1} token={cardTypes=[Creature] subtypes=[Cat] keywords=[] power=1 toughness=1 colors=[W]})]))'],
  ['c', '{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.', 'activated {T} => add-mana(mana={C}{C}); spend-only(uses=[{kind=cast filter=(artifact spell) plural=true}, {kind=activate of=(artifact) plural=true}])'],
  ['c', '{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.', 'activated {T} => add-mana(mana={C}); spend-only(uses=[{kind=cast filter=(any-of=instant spell | sorcery spell)}])'],
  ['c', '{T}: Add {C}. Spend this mana only to cast creature spells.', 'activated {T} => add-mana(mana={C}); spend-only(uses=[{kind=cast filter=(creature spell) plural=true}])'],
  ['c', '{T}: Add {C}. Spend this mana only to activate an ability or cast an artifact spell.', 'activated {T} => add-mana(mana={C}); spend-only(uses=[{kind=activate}, {kind=cast filter=(artifact spell)}])'],
  ['c', '{2}: Draw a card. Activate only once.', 'activated {2} => draw(1); activate-only(limits=[{kind=once}])'],
  ['c', '{2}: Draw a card. Any player may activate this ability.', 'activated {2} => draw(1); activate-only(anyPlayer=true limits=[])'],
  ['c', '{2}: Draw a card. Any player may activate this ability but only during any upkeep step.', 'activated {2} => draw(1); activate-only(anyPlayer=true limits=[{kind=timing when=during any upkeep step}])'],
  // CR 602.2: a limit the engine doesn't tell keeps it not carried out.
  ['c', '{2}: Draw a card. Any player may activate this ability but only during their turn before the end step.', 'activated {2} => draw(1); activate-only(anyPlayer=true limits=[{kind=timing when=during their turn before the end step}]) | unsimulated="Any player may activate this ability but only during their turn before the end step"'],
  // CR 601.3, 506.7f: carried out (rules/queries/cast-limits.ts; test/rules/game/cast-limits.cards).
  ['i', 'Cast this spell only during combat before blockers are declared.', 'spell => activate-only(cast=true limits=[{kind=timing when=during combat before blockers are declared}])'],
  ['i', 'Cast this spell only during combat after blockers are declared.', 'spell => activate-only(cast=true limits=[{kind=timing when=during combat after blockers are declared}])'],
  // CR 614.1c, 702.33d: carried out (rules/actions/zones.ts checks the condition as it enters; test/rules/game/kicker.cards).
  ['c', 'If Veiled Tidecaller was kicked, it enters with two +1/+1 counters on it.', 'replacement enters => conditional(condition={kind=spell-was how=kicked} effects=[add-counters(self, 2 +1/+1)] itEnters=true)'],
  ['c', 'If Veiled Tidecaller was kicked, it enters with a +1/+1 counter on it.', 'replacement enters => conditional(condition={kind=spell-was how=kicked} effects=[add-counters(self, 1 +1/+1)] itEnters=true)'],
  // CR 702.138c: carried out as its "enters with" when the permanent escaped (rules/actions/zones.ts; test/rules/game/escape.cards).
  ['c', 'Veiled Tidecaller escapes with two +1/+1 counters on it.', 'replacement escapes => add-counters(self, 2 +1/+1)'],
  ['c', 'Veiled Tidecaller escapes with a +1/+1 counter on it.', 'replacement escapes => add-counters(self, 1 +1/+1)'],
  ['c', 'When Veiled Tidecaller enters, you may put that many charge counters on Veiled Tidecaller.', 'triggered When self-enters => optional(who=you effects=[add-counters(self, 0 charge)]) | unsimulated="you may put that many charge counters on Veiled Tidecaller"'],
  ['c', '{1}: Put up to two +1/+1 counters on Veiled Tidecaller.', 'activated {1} => add-counters(self, 2 +1/+1) | unsimulated="Put up to two +1/+1 counters on Veiled Tidecaller"'],
  ['s', 'Target creature blocks Sudden Shroud this turn if able.', 'spell => combat-requirement(action=block when=this turn duration=permanent target=target(creature) whom=self)'],
  ['s', 'Target creature attacks this turn if able.', 'spell => combat-requirement(action=attack when=this turn duration=permanent target=target(creature))'],
  ['s', 'Target creature an opponent controls attacks you this turn if able.', 'spell => combat-requirement(action=attack when=this turn duration=permanent target=target(creature; ctl=opponent) whom=you)'],
  ['s', 'All creatures able to block target creature this turn do so.', 'spell => must-be-blocked(thisTurn=true target=target(creature))'],
  ['e', 'All creatures able to block enchanted creature do so.', 'static => must-be-blocked(target=all(creature; enchanted))'],
  ['c', '{1}{W}: Veiled Tidecaller can block an additional creature this turn.', 'activated {1}{W} => blocking-limit(additional=an additional creature thisTurn=true duration=permanent target=self)'],
  ['c', 'Veiled Tidecaller can\'t block creatures with power 2 or less.', 'static => blocking-limit(duration=permanent target=self cantBlock=(creature; power-le-2))'],
  ['c', 'Whenever Veiled Tidecaller attacks, target creature defending player controls blocks it this combat if able.', 'triggered Whenever object-event(self attacks) => combat-requirement(action=block when=this combat duration=permanent target=target(creature) whom=it) | unsimulated="target creature defending player controls blocks it this combat if able"'],
  ['c', 'Veiled Tidecaller attacks each combat if able.', 'static => restriction(restriction=attacks each combat if able duration=permanent target=self)'],
  // ---- end grammar-b ----

  // ---- Issue 26 (replace): rules a card changes written as one sentence — losing and winning (CR 101.2, 104.3), damage
  // that would reduce a life total below 1 (614.1a), for a while (611.2a) or while a condition holds (604.1); read, not simulated ----
  ['e', "You can't lose the game and your opponents can't win the game.", 'static => rule(rule=cant-lose-opponents-cant-win) | unsimulated="You can\'t lose the game and your opponents can\'t win the game"'],
  ['i', "You can't lose the game this turn and your opponents can't win the game this turn.", 'spell => rule(rule=cant-lose-opponents-cant-win-this-turn) | unsimulated="You can\'t lose the game this turn and your opponents can\'t win the game this turn"'],
  ['e', 'If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.', 'static => conditional(condition={kind=control filter=(creature) none=false} effects=[rule(rule=life-floor-one duration=permanent)]) | unsimulated="If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead"'],
  // "you may have <object> become …" (CR 608.2c, 205.1a), "It's still a land." after it (205.1b)
  ['c', 'When this creature enters, you may have target land you control become a 3/3 Elemental creature with haste until end of turn. It\'s still a land.', 'triggered When self-enters => optional(who=you effects=[become-type(target(land; ctl=you), Elemental Creature, additive, eot), set-base-pt(it, 3/3, eot), gain-keyword(it, Haste, eot)])'],
  ['c', 'Whenever this creature attacks, you may have target artifact become a 2/2 Construct artifact creature until end of turn.', 'triggered Whenever object-event(self attacks) => optional(who=you effects=[become-type(target(artifact), Construct Artifact Creature, eot), set-base-pt(it, 2/2, eot)])'],
  // "becomes an X/X … creature": base power and toughness X (CR 613.4b, 107.3), the cost's X or ", where X is …" (107.3c); carried out as it resolves (608.2h)
  ['c', '{X}{G}: Until end of turn, this creature becomes an X/X green Hydra creature.', 'activated {X}{G} => become-type(self, [G] Hydra Creature, eot); set-base-pt-to(target=self quantity={kind=x} xFront=true duration=until-end-of-turn)'],
  ['s', 'Target land you control becomes an X/X Elemental creature until end of turn, where X is the number of Allies you control. It\'s still a land.', 'spell => become-type(target(land; ctl=you), Elemental Creature, additive, eot); set-base-pt-to(target=it quantity={kind=x} xFront=true duration=until-end-of-turn whereX={kind=count filter=(Allie; ctl=you)})'],
  // "you may have ~ become a copy of …, except it has this ability": the copy's exception inside the permission (CR 707.9a, 608.2d)
  ['c', 'At the beginning of your upkeep, you may have Veiled Tidecaller become a copy of another target creature, except it has this ability.', 'triggered At beginning-of(your upkeep) => optional(who=you effects=[become-copy(self, of target(creature; other))]) | unsimulated="you may have Veiled Tidecaller become a copy of another target creature"'],
  // One more predefined token (CR 614.1a, 111.10a); a token kind the rules don't define is not read.
  ['c', 'If you would create one or more Food tokens, instead create those tokens plus an additional Food token.', 'static => more-instead(what=tokens change=plus-one token=Food written=2)'],
  ['c', 'If you would create one or more Goblin tokens, instead create those tokens plus an additional Goblin token.', 'text | unmodeled="If you would create one or more Goblin tokens, instead create those tokens plus an additional Goblin token."'],
  ['i', 'Until end of turn, damage that would reduce your life total to less than 1 reduces it to 1 instead.', 'spell => rule(rule=life-floor-one duration=until-end-of-turn durationFirst=true) | unsimulated="damage that would reduce your life total to less than 1 reduces it to 1 instead"'],
  // ---- Issue 26 (types): amounts written where a number stands ("twice X", "X plus 3", "two times X", "X minus one",
  // CR 107.1, 107.3; carried out: test/rules/game/amounts-before-noun.cards), a list of tokens created at once (CR 111.1),
  // more quantities and countables ("his power", "different … among", "… you controlled that were destroyed this way",
  // "the greatest number of cards a player discarded this way", "the difference", "cards they revealed this way": CR 608.2c) ----
  ['s', "You gain twice X life.", "spell => life(gain=true who=you amount={kind=equal-to quantity={kind=twice of={kind=x}} before=true})"],
  ['s', "You gain X plus 3 life.", "spell => life(gain=true who=you amount={kind=equal-to quantity={kind=plus n=3 of={kind=x} digits=true} before=true})"],
  ['s', "Each opponent loses two times X life.", "spell => life(gain=false who=each-opponent amount={kind=equal-to quantity={kind=twice of={kind=x} written=two times} before=true})"],
  ['s', "Create twice X 1/1 black Pest creature tokens.", "spell => create-token(amount={kind=equal-to quantity={kind=twice of={kind=x}} before=true} token={cardTypes=[Creature] subtypes=[Pest] keywords=[] power=1 toughness=1 colors=[B]})"],
  ['s', "Each opponent creates X minus one 2/2 white Samurai creature tokens with vigilance.", "spell => create-token(who=each-opponent amount={kind=equal-to quantity={kind=minus n=1 of={kind=x} ofFirst=true} before=true} token={cardTypes=[Creature] subtypes=[Samurai] keywords=[Vigilance] power=2 toughness=2 colors=[W]})"],
  ['s', "Sudden Shroud deals twice X damage to any target.", "spell => damage(source=self amount={kind=equal-to quantity={kind=twice of={kind=x}} before=true} to=any-target)"],
  ['s', "Sudden Shroud deals X plus 3 damage to you, where X is the number of creatures that died this way.", "spell => damage(source=self amount={kind=equal-to quantity={kind=plus n=3 of={kind=x} digits=true} before=true} to=player(you) whereX={kind=this-way filter=(creature) verb=that died}) | unsimulated=\"Sudden Shroud deals X plus 3 damage to you\""],
  ['s', "Create a 1/1 green Squirrel creature token and a 0/3 blue Crab creature token.", "spell => create-token(amount={kind=fixed n=1} token={cardTypes=[Creature] subtypes=[Squirrel] keywords=[] power=1 toughness=1 colors=[G]} more=[{amount={kind=fixed n=1} token={cardTypes=[Creature] subtypes=[Crab] keywords=[] power=0 toughness=3 colors=[U]}}])"],
  ['s', "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.", "spell => create-token(amount={kind=fixed n=1} token={cardTypes=[Creature] subtypes=[Snake] keywords=[] power=1 toughness=1 colors=[G]} more=[{amount={kind=fixed n=1} token={cardTypes=[Creature] subtypes=[Wolf] keywords=[] power=2 toughness=2 colors=[G]}}, {amount={kind=fixed n=1} token={cardTypes=[Creature] subtypes=[Elephant] keywords=[] power=3 toughness=3 colors=[G]}}])"],
  ['s', "Create two 1/1 white Soldier creature tokens and a Treasure token.", "spell => create-token(amount={kind=fixed n=2} token={cardTypes=[Creature] subtypes=[Soldier] keywords=[] power=1 toughness=1 colors=[W]} more=[{amount={kind=fixed n=1} token={cardTypes=[] subtypes=[] keywords=[] predefined=Treasure}}])"],
  ['c', "Whenever Veiled Tidecaller deals combat damage to a player, draw cards equal to his power.", "triggered Whenever object-event(self deals combat damage to a player) => draw(0)"],
  ['s', "Draw a card for each different mana value among nonland cards in your graveyard.", "spell => draw(1) | unsimulated=\"Draw a card for each different mana value among nonland cards in your graveyard\""],
  ['s', "Draw a card for each different power among creatures you control.", "spell => draw(1) | unsimulated=\"Draw a card for each different power among creatures you control\""],
  ['s', "Destroy all creatures. You gain life equal to the number of creatures you controlled that were destroyed this way.", "spell => destroy(all(creature) -> graveyard); life(gain=true who=you amount={kind=equal-to quantity={kind=this-way filter=(creature) verb=destroyed controlledBy=you}}) | unsimulated=\"You gain life equal to the number of creatures you controlled that were destroyed this way\""],
  ['s', "Destroy all creatures. Each player loses life equal to the number of creatures they controlled that were destroyed this way.", "spell => destroy(all(creature) -> graveyard); life(gain=false who=each-player amount={kind=equal-to quantity={kind=this-way filter=(creature) verb=destroyed controlledBy=they}}) | unsimulated=\"Each player loses life equal to the number of creatures they controlled that were destroyed this way\""],
  ['s', "Each player discards two cards, then draws cards equal to the greatest number of cards a player discarded this way.", "spell => player-action(action=discard who=each-player amount={kind=fixed n=2}); draw(each-player: 0) | unsimulated=\"draws cards equal to the greatest number of cards a player discarded this way\""],
  ['s', "Target player discards a number of cards equal to the sacrificed creature's power.", "spell => player-action(action=discard aNumber=true who=target-player amount={kind=equal-to quantity={kind=stat of=it stat=power}}) | unsimulated=\"Target player discards a number of cards equal to the sacrificed creature's power\""],
  ['e', "At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards equal to the difference.", "triggered At beginning-of(your upkeep) => conditional(condition={kind=player-has who=you what=cards in hand cmp=fewer-than n=7} effects=[draw(0)])"],
  ['s', "Each player creates a 2/2 green Bear creature token for each card they revealed this way.", "spell => create-token(who=each-player amount={kind=times n=1 of={kind=this-way filter=(card) verb=they revealed}} token={cardTypes=[Creature] subtypes=[Bear] keywords=[] power=2 toughness=2 colors=[G]}) | unsimulated=\"Each player creates a 2/2 green Bear creature token for each card they revealed this way\""],
  ['s', "You gain life equal to 1 plus the number of creatures you control.", "spell => life(gain=true who=you amount={kind=equal-to quantity={kind=plus n=1 of={kind=count filter=(creature; ctl=you)} numberFirst=true digits=true}})"],

  // Casting several spells from among the cards an earlier instruction exiled (CR 601.2, 118.9, 608.2c): "any number of",
  // "up to two", "spells from among those cards" — read, not simulated.
  ['s', "Exile the top X cards of target opponent's library. You may cast any number of spells with mana value X or less from among them without paying their mana costs.", "spell => exile(library-top(X, target-opponent) -> exile); optional(who=you effects=[cast-from(play=false free=true their=true target=chosen99(spell; mana value-le-0))]) | unsimulated=\"You may cast any number of spells with mana value X or less from among them without paying their mana costs\""],
  ['s', "Exile the top six cards of your library. You may cast up to two sorcery spells with mana value 3 or less from among them without paying their mana costs.", "spell => exile(library-top(6, you) -> exile); optional(who=you effects=[cast-from(play=false free=true their=true target=chosen2(sorcery spell; mana value-le-3))]) | unsimulated=\"You may cast up to two sorcery spells with mana value 3 or less from among them without paying their mana costs\""],
  ['s', "Exile the top six cards of your library. You may cast any number of spells from among cards exiled this way without paying their mana costs.", "spell => exile(library-top(6, you) -> exile); optional(who=you effects=[cast-from(play=false free=true their=true target=chosen99(spell))]) | unsimulated=\"You may cast any number of spells from among cards exiled this way without paying their mana costs\""],
  ['s', "Exile the top four cards of your library. Until end of turn, you may cast noncreature spells from among those cards without paying their mana costs.", "spell => exile(library-top(4, you) -> exile); optional(who=you effects=[cast-from(play=false free=true their=true duration=until-end-of-turn target=all(noncreature spell))] durationFirst=true) | unsimulated=\"you may cast noncreature spells from among those cards without paying their mana costs\""],
  ['s', "Exile the top four cards of your library. You may cast spells from among those cards this turn.", "spell => exile(library-top(4, you) -> exile); optional(who=you effects=[cast-from(play=false free=false thisTurn=true target=all(spell))]) | unsimulated=\"You may cast spells from among those cards this turn\""],
  ['s', "Exile the top four cards of your library. You may play lands from among those cards for as long as they remain exiled.", "spell => exile(library-top(4, you) -> exile); optional(who=you effects=[cast-from(play=true free=false while=they remain exiled duration=permanent target=all(land))]) | unsimulated=\"You may play lands from among those cards for as long as they remain exiled\""],

  // Countables of a color chosen just before ("of that color", carried out: amounts-before-noun.cards FC1, CR 608.2d),
  // cards your opponents own (CR 108.3), "their total mana value", counters "equal to …" written before the object.
  ['s', "Choose a color, then you gain 1 life for each permanent of that color.", "spell => choose(what=a color); life(gain=true who=you amount={kind=for-each n=1 per=(permanent; chosen-color)})"],
  ['c', "Veiled Tidecaller gets +1/+1 for each card your opponents own in exile.", "static => modify-pt(self, +1/+1) | unsimulated=\"Veiled Tidecaller gets +1/+1 for each card your opponents own in exile\""],
  ['s', "Return up to two target cards from your graveyard to your hand. You gain life equal to their total mana value.", "spell => return(target-up-to-2(card; zone=graveyard) -> hand); life(gain=true who=you amount={kind=equal-to quantity={kind=total stat=mana value of=it possessive=true}}) | unsimulated=\"You gain life equal to their total mana value\""],
  ['c', "At the beginning of your end step, you may return another creature you control to its owner's hand, then put a number of +1/+1 counters equal to that creature's power on Veiled Tidecaller.", "triggered At beginning-of(your end step) => optional(who=you effects=[return(chosen(creature; other; ctl=you) -> hand), add-counters(self, 0 +1/+1)]) | unsimulated=\"you may return another creature you control to its owner's hand, then put a number of +1/+1 counters equal to that creature's power on Veiled Tidecaller\""],

  // A source dealing a number of damage to itself (CR 120.3; carried out: amounts-before-noun.cards DI1-2).
  ['s', "Target creature deals 6 damage to itself.", "spell => damage(toItself=true to=it source=target(creature) amount={kind=fixed n=6})"],
  ['c', "{T}: Veiled Tidecaller deals 2 damage to any target and 3 damage to itself.", "activated {T} => damage(source=self amount={kind=fixed n=2} to=any-target); damage(toItself=true to=it source=self amount={kind=fixed n=3} verbElided=true)"],

  // Counters an object had on it as it last existed (CR 122.1, 608.2h): read, not simulated.
  ['c', "Whenever a nontoken creature you control dies, if it had counters on it, create X tapped 2/1 white and black Inkling creature tokens with flying, where X is the number of counters it had on it.", "triggered Whenever object-event(creature; nontoken; ctl=you dies) => conditional(condition={kind=counters-on subject=it verb=had} effects=[create-token(amount={kind=x} token={cardTypes=[Creature] subtypes=[Inkling] keywords=[Flying] power=2 toughness=1 colors=[W, B]} tapped=true)] whereX={kind=counters counter= on=it had=true}) | unsimulated=\"if it had counters on it, create X tapped 2/1 white and black Inkling creature tokens with flying\""],
  ['c', "When Veiled Tidecaller dies, draw a card for each +1/+1 counter it had on it.", "triggered When self-dies => draw(1) | unsimulated=\"draw a card for each +1/+1 counter it had on it\""],

  // ---- Issue 26 (conditions): "if you cast it any time a sorcery couldn't have been cast" (CR 307.1, 117.1a; a time of
  // what happened, not evaluated), "the next cleanup step" (CR 514.3a; the engine fires no trigger then), "the controller of
  // the permanent it becomes" (CR 608.3), "the player with the most life" / "who controls the most lands" (CR 102.1, 119.1;
  // not told by the engine): read, printed back, not simulated ----
  ['e', "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes discards a card at the beginning of the next cleanup step.", "spell => conditional(condition={kind=happened subject={player=you} verb=cast form=base when=any time a sorcery couldn't have been cast object={named=it}} effects=[delayed-trigger(event={kind=beginning-of step=cleanup step whose=the next} effects=[player-action(action=discard who=its-controller whoWord=the controller of the permanent it becomes amount={kind=fixed n=1})] trailing=true)]) | unsimulated=\"If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes discards a card at the beginning of the next cleanup step\""],
  ['c', "When this creature enters, return it to its owner's hand at the beginning of the next cleanup step.", "triggered When self-enters => delayed-trigger(event={kind=beginning-of step=cleanup step whose=the next} effects=[return(self -> hand)] trailing=true)"],
  ['c', "At the beginning of your end step, if a player controls more lands than each other player, the player who controls the most lands draws a card.", "triggered At beginning-of(your end step) => conditional(condition={kind=player-compare who=a-player filter=(land) more=true word=more than=each other player} effects=[draw(most-player: 1)]) | unsimulated=\"if a player controls more lands than each other player, the player who controls the most lands draws a card\""],
  ['e', "At the beginning of your upkeep, the player with the lowest life total gains control of this enchantment.", "triggered At beginning-of(your upkeep) => gain-control(self) | unsimulated=\"the player with the lowest life total gains control of this enchantment\""],
  ['e', "At the beginning of your upkeep, the player who has the most cards in hand loses 2 life.", "triggered At beginning-of(your upkeep) => life(gain=false who=most-player whoWord=the player who has the most cards in hand amount={kind=fixed n=2}) | unsimulated=\"the player who has the most cards in hand loses 2 life\""],

  // ---- Issue 26 (conditions): the meld condition "you both own and control ~ and a creature named …" (CR 108.3, 108.4,
  // 712.4a; not evaluated) and "exile them, then meld them into <name>" (CR 701.42a; not carried out) ----
  ['c', "At the beginning of your upkeep, if you both own and control this creature and a creature named Orsa, Keeper of Masks, exile them, then meld them into Orsa, the Many-Faced.", "triggered At beginning-of(your upkeep) => conditional(condition={kind=owns-controls subject=self article=a filter=(creature)} effects=[exile(it -> exile), meld(target=it into=Orsa, the Many-Faced)]) | unsimulated=\"if you both own and control this creature and a creature named Orsa, Keeper of Masks, exile them, then meld them into Orsa, the Many-Faced\""],
  ['e', "{4}, {T}: If you both own and control this enchantment and an artifact named Masked Blade, exile them, then meld them into Hall of Blades. Activate only as a sorcery.", "activated {4},{T} => conditional(condition={kind=owns-controls subject=self article=an filter=(artifact)} effects=[exile(it -> exile), meld(target=it into=Hall of Blades)]); activate-only(limits=[{kind=timing when=as a sorcery}]) | unsimulated=\"If you both own and control this enchantment and an artifact named Masked Blade, exile them, then meld them into Hall of Blades\""],

  // ---- Issue 26 (replacements): "enter tapped as a copy of …" (tapped only as the copy) and a copy replacement after a
  // condition ("If …, you may have ~ enter as a copy of …") (CR 614.1c, 707.5): read, printed back, not simulated ----
  ['c', "You may have this creature enter tapped as a copy of any creature on the battlefield.", "replacement enters => become-copy(self, of chosen(creature)) | unsimulated=\"You may have this creature enter tapped as a copy of any creature on the battlefield.\""],
  ['c', "If you control a Wizard, you may have this creature enter as a copy of any creature on the battlefield, except it has flying.", "replacement enters => conditional(condition={kind=control filter=(Wizard) none=false} effects=[become-copy(self, of chosen(creature))] itEnters=true) | unsimulated=\"If you control a Wizard, you may have this creature enter as a copy of any creature on the battlefield, except it has flying.\""],

  // ---- Issue 26 (replacements): damage from or to some objects that can't be prevented [or dealt instead to another
  // permanent or player], written with "that would be dealt" or "If ~ would deal damage to …" (CR 615.12, 614.9): read,
  // printed back, not simulated ----
  ['c', "Damage that would be dealt by this creature can't be prevented.", "static => cant-be-prevented(written=that would be dealt damage=damage by=self) | unsimulated=\"Damage that would be dealt by this creature can't be prevented\""],
  ['e', "Combat damage that would be dealt by creatures you control can't be prevented.", "static => cant-be-prevented(written=that would be dealt damage=combat damage by=all(creature; ctl=you)) | unsimulated=\"Combat damage that would be dealt by creatures you control can't be prevented\""],
  ['s', "Sudden Shroud deals 3 damage to any target. If Sudden Shroud would deal damage to a creature, that damage can't be prevented or dealt instead to another permanent or player.", "spell => damage(source=self amount={kind=fixed n=3} to=any-target); cant-be-prevented(written=if would deal damage=damage noRedirect=true by=self to=chosen(creature)) | unsimulated=\"If Sudden Shroud would deal damage to a creature, that damage can't be prevented or dealt instead to another permanent or player\""],
  ['s', "Tap target creature. Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent or player.", "spell => tap(target=target(creature)); cant-be-prevented(written=that would be dealt damage=damage thisTurn=true noRedirect=true to=it) | unsimulated=\"Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another permanent or player\""],

  // ---- Issue 26 (replacements): tokens of another kind, as many besides the ones created or in place of the creature
  // tokens (CR 614.1a, 111.1): read, printed back, not simulated ----
  ['e', "If one or more tokens would be created under your control, those tokens plus that many 1/1 white Spirit creature tokens with flying are created instead.", "static => more-instead(what=tokens change=plus-that-many written=3 newToken={token={cardTypes=[Creature] subtypes=[Spirit] keywords=[Flying] power=1 toughness=1 colors=[W]}})"],
  ['e', "If one or more creature tokens would be created under your control, that many 2/2 blue Illusion creature tokens are created instead.", "static => more-instead(what=tokens change=that-many written=4 newToken={token={cardTypes=[Creature] subtypes=[Illusion] keywords=[] power=2 toughness=2 colors=[U]}}) | unsimulated=\"If one or more creature tokens would be created under your control, that many 2/2 blue Illusion creature tokens are created instead\""],

  // ---- Issue 26 (conditions): players tied for the highest or lowest life total (CR 119.1; not evaluated) and "the game is
  // a draw" (CR 104.4a; not carried out) ----
  ['e', "At the beginning of your upkeep, the player with the highest life total wins the game. If two or more players are tied for highest life total, the game is a draw.", "triggered At beginning-of(your upkeep) => game-result(result=win who=most-player whoWord=the player with the highest life total); conditional(condition={kind=players-tied extreme=highest} effects=[game-draw()]) | unsimulated=\"the player with the highest life total wins the game\" \"If two or more players are tied for highest life total, the game is a draw\""],
  ['e', "At the beginning of your end step, if two or more players are tied for lowest life total, each player draws a card.", "triggered At beginning-of(your end step) => conditional(condition={kind=players-tied extreme=lowest} effects=[draw(each-player: 1)]) | unsimulated=\"if two or more players are tied for lowest life total, each player draws a card\""],

  // ---- Issue 26 (replacements): skipping this turn's draw step (CR 614.10, 500.11): read, not simulated ----
  ['e', "At the beginning of your upkeep, you may pay 2 life. If you do, you skip your draw step this turn.", "triggered At beginning-of(your upkeep) => optional(who=you effects=[life(gain=false pay=true amount={kind=fixed n=2})]); conditional(condition={kind=if-you-do} effects=[skip(what=draw step this turn who=you)]) | unsimulated=\"If you do, you skip your draw step this turn\""],

  // ---- Issue 26 (replacements): a duration written first before a prevention or redirection ("Until your next turn,
  // prevent all damage …", CR 611.2a, 615.1a, 614.9): read, printed back, not simulated ----
  ['s', "Until your next turn, prevent all damage target creature would deal.", "spell => prevent-all(damage=damage written=12 duration=permanent by=target(creature) until=your next turn durationFirst=true) | unsimulated=\"prevent all damage target creature would deal\""],
  ['s', "Choose target creature you control. Until your next turn, all damage that would be dealt to other creatures you control is dealt to that creature instead.", "spell => choose-target(target=target(creature; ctl=you)); redirect-damage(damage=damage written=3 duration=permanent to=all(creature; other; ctl=you) onto=it until=your next turn durationFirst=true) | unsimulated=\"all damage that would be dealt to other creatures you control is dealt to that creature instead\""],
  ['s', "Until end of turn, prevent all damage target creature would deal.", "spell => prevent-all(damage=damage written=12 duration=until-end-of-turn by=target(creature) durationFirst=true) | unsimulated=\"prevent all damage target creature would deal\""],

  // ---- Issue 26 (replacements): a damage event of at least an amount ("would deal 4 or more damage", CR 614.1a) and
  // "that source", the source the event names: read, printed back, not simulated ----
  ['e', "If a source would deal 5 or more damage to a permanent or player, that source deals 4 damage to that permanent or player instead.", "static => instead(subject=(source) event=deal damage damage={damage=damage toAny=true atLeast=5} effects=[damage(source=it amount={kind=fixed n=4} to=it)])"],
  ['e', "If a red source would deal 3 or more damage to you, it deals 1 damage to you instead.", "static => instead(subject=(red source) event=deal damage damage={damage=damage to=player(you) atLeast=3} effects=[damage(source=it amount={kind=fixed n=1} to=player(you))])"],

  // ---- Issue 26 (replacements): every draw but a player's first in each of their draw steps (CR 504.1, 614.1a): read,
  // printed back, not simulated ----
  ['e', "If an opponent would draw a card except the first one they draw in each of their draw steps, that player loses 1 life instead.", "static => instead(who=an-opponent event=draw a card except the first one they draw in each of their draw steps effects=[life(gain=false who=that-player amount={kind=fixed n=1})]) | unsimulated=\"If an opponent would draw a card except the first one they draw in each of their draw steps, that player loses 1 life instead\""],

  // ---- Issue 26 (replacements): an event with a condition of its own ("would enter the battlefield and it wasn't cast",
  // CR 614.1a): read, not simulated (the same replacement without it is carried out) ----
  ['e', "If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead.", "static => instead(subject=(creature; nontoken) event=enter the battlefield andIf={kind=happened subject={object=it} verb=cast form=participle negated=wasn't} effects=[exile(it -> exile)]) | unsimulated=\"If a nontoken creature would enter the battlefield and it wasn't cast, exile it instead\""],
  ['e', "If a nontoken creature an opponent controls would die and it wasn't cast, exile it instead.", "static => instead(subject=(creature; nontoken; ctl=opponent) event=die andIf={kind=happened subject={object=it} verb=cast form=participle negated=wasn't} effects=[exile(it -> exile)]) | unsimulated=\"If a nontoken creature an opponent controls would die and it wasn't cast, exile it instead\""],

  // ---- Reminder text only / empty ----
  ['c', '(Transforms from Veiled Tidecaller.)', 'text'],
  ['c', '(This creature can\'t be blocked.)', 'text'],
  ['c', '', 'text'],
  ['c', '   ', 'text'],
  ['c', 'Flying (This creature can\'t be blocked except by creatures with flying or reach.)', 'keyword Flying'],
  ['c', 'Manifest dread. (Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard.)', 'spell => manifest-dread'],
  ['c', 'Morph {1}{U} (You may cast this card face down', 'keyword Morph {1}{U}'],
  // ---- Issue 26 (keywords): the triggered abilities keywords mean (CR 702.101a extort, 702.149a training, 702.105a
  // dethrone, 702.115a ingest): a hybrid mana payment (107.4e), "the total life lost this way", whom it attacks with,
  // whom it attacks, the damaged player's library (510.3a); read and carried out ----
  ['c', 'Whenever you cast a creature spell, you may pay {R/G}. If you do, each opponent loses 2 life and you gain life equal to the total life lost this way.', 'triggered Whenever cast(you: creature spell) => optional(who=you effects=[pay-mana(mana={R/G})]); conditional(condition={kind=if-you-do} effects=[life(gain=false who=each-opponent amount={kind=fixed n=2}), life(gain=true who=you amount={kind=equal-to quantity={kind=result what=life lost this way total=true}})])'],
  ['c', "Whenever Veiled Tidecaller and at least one other creature with power greater than Veiled Tidecaller's power attack, Veiled Tidecaller gets +1/+0 until end of turn.", "triggered Whenever object-event(self and at least one other creature with power greater than ~'s power attack) => modify-pt(self, +1/+0, eot)"],
  ['c', 'Whenever Veiled Tidecaller attacks the player with the most life or tied for most life, draw a card.', 'triggered Whenever object-event(self attacks the player with the most life or tied for most life) => draw(1)'],
  ['c', "Whenever Veiled Tidecaller deals combat damage to an opponent, exile the top two cards of that player's library.", 'triggered Whenever object-event(self deals combat damage to an opponent) => exile(library-top(2, that-player) -> exile)'],
  // CR 702.121a melee, 702.23a rampage: opponents attacked this combat, the creatures blocking it beyond the first.
  ['c', 'Whenever Veiled Tidecaller attacks, draw a card for each opponent you attacked with a creature this combat.', 'triggered Whenever object-event(self attacks) => draw(1)'],
  ['c', 'Whenever Veiled Tidecaller becomes blocked, it gets +1/+0 until end of turn for each creature blocking it beyond the first.', 'triggered Whenever object-event(self becomes blocked) => modify-pt(self, +1/+0, eot)'],
  // ---- Issue 26 (engine: conditional instructions and delayed triggers): a reflexive trigger's "it" — the exerted
  // creature (a static ability, CR 701.43a), the creature sacrificed (608.2h), its "where X is" (107.3c) — an alternative's
  // own search and "the creature" (608.2c), a trailing condition about its instruction's "it"; read and carried out ----
  ['c', 'You may exert this creature as it attacks. When you do, it gets +1/+1 until end of turn.', 'static => rule(rule=may-exert); delayed-trigger(event={kind=reflexive} effects=[modify-pt(it, +1/+1, eot)])'],
  ['c', "When this creature enters, you may sacrifice another creature. When you do, this creature deals damage equal to the sacrificed creature's power to any target.", 'triggered When self-enters => optional(who=you effects=[sacrifice(chosen(creature; other) -> graveyard)]); delayed-trigger(event={kind=reflexive} effects=[damage(source=self amount={kind=equal-to quantity={kind=stat of=it stat=power}} to=any-target)])'],
  ['c', 'At the beginning of your end step, you may pay {1}. When you do, target player mills X cards, where X is the number of Wizards you control.', 'triggered At beginning-of(your end step) => optional(who=you effects=[pay-mana(mana={1})]); delayed-trigger(event={kind=reflexive} effects=[player-action(action=mill who=target-player amount={kind=x})] whereX={kind=count filter=(Wizard; ctl=you)})'],
  ['s', 'Search your library for a basic land card, put it onto the battlefield, then shuffle. If this spell was kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle.', 'spell => search-library(target=chosen(basic land card)); put(it -> battlefield); player-action(action=shuffle amount={kind=fixed n=1}); conditional(condition={kind=spell-was how=kicked} effects=[search-library(target=chosen2(basic land card)), put(it -> battlefield), player-action(action=shuffle amount={kind=fixed n=1})] instead=first)'],
  ['i', 'Quick Unveiling deals 2 damage to target creature. If you control a black permanent, destroy the creature instead.', 'spell => damage(source=self amount={kind=fixed n=2} to=target(creature)); conditional(condition={kind=control filter=(black permanent) none=false} effects=[destroy(it -> graveyard)] instead=after)'],
  ['q', "Whenever equipped creature dies, return that card to the battlefield under your control if it's a Wizard card.", 'triggered Whenever object-event(equipped creature dies) => conditional(condition={kind=is subject=it filter=(Wizard card)} effects=[return(it -> battlefield under you)] trailing=true)'],
  // "When target creature dies this turn, …": the delayed trigger's event names the spell's or ability's own target (CR 603.7c, 601.2c)
  ['i', "When target creature dies this turn, return that card to the battlefield under its owner's control.", 'spell => delayed-trigger(event={kind=limited event={kind=object-event subject={self=false target=true filter=(creature)} event=dies} limit=this turn} effects=[return(it -> battlefield under owner)])'],
  ['c', '{T}: When target creature other than Veiled Tidecaller dies this turn, return that card to the battlefield under your control.', 'activated {T} => delayed-trigger(event={kind=limited event={kind=object-event subject={self=false target=true filter=(creature; other)} event=dies} limit=this turn} effects=[return(it -> battlefield under you)])'],
];

/** Number words (CR 107.1) in the counted effects: word → number. */
export const NUMBER_WORDS: [string, number][] = [
  ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['12', 12],
];

/** Keyword names as one might type them, with the canonical spelling expected. */
export const KEYWORD_SPELLINGS: [string, string][] = [
  ['flying', 'Flying'], ['FIRST STRIKE', 'First strike'], ['double strike', 'Double strike'], ['Deathtouch', 'Deathtouch'],
  ['Defender', 'Defender'], ['Flash', 'Flash'], ['Haste', 'Haste'], ['Hexproof', 'Hexproof'], ['Indestructible', 'Indestructible'],
  ['Lifelink', 'Lifelink'], ['Menace', 'Menace'], ['Reach', 'Reach'], ['Trample', 'Trample'], ['Vigilance', 'Vigilance'],
  ['Shroud', 'Shroud'], ['Fear', 'Fear'], ['Intimidate', 'Intimidate'], ['Prowess', 'Prowess'], ['Changeling', 'Changeling'],
  ['Convoke', 'Convoke'], ['Delve', 'Delve'], ['Devoid', 'Devoid'], ['Exalted', 'Exalted'], ['Persist', 'Persist'],
  ['Undying', 'Undying'], ['Infect', 'Infect'], ['Wither', 'Wither'], ['Cascade', 'Cascade'], ['Skulk', 'Skulk'],
  ['Split second', 'Split second'], ['Hidden agenda', 'Hidden agenda'], ['Double agenda', 'Double agenda'], ['Swampwalk', 'Swampwalk'],
  ['Forestwalk', 'Forestwalk'], ['Shadow', 'Shadow'], ['Horsemanship', 'Horsemanship'], ['Flanking', 'Flanking'],
  // CR 702.115a: carried out as the triggered ability it means (keyword-abilities.ts).
  ['ingest', 'Ingest'],
];
