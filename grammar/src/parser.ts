// The CardScript parser: one Chevrotain CstParser instance, reused, reading one line at a time
// (the line is the unit of error recovery: a broken line never disturbs the next one).

import { CstParser, type CstNode, type IToken } from 'chevrotain';
import {
  allTokens, Alias, Can, Cant, Colon, Comma, Dash, Didnt, Doesnt, Equals, Identifier, kw, ManaSymbol, NumberLiteral,
  PowerToughness, RulesLine, section, StringLiteral, Text, UnterminatedString, Word,
} from './tokens';
import { LazyLookaheadStrategy } from './lazy-lookahead';

class LineParser extends CstParser {
  /**
   * `validate`: run Chevrotain's grammar validations (ambiguities, left recursion…) as the parser is built. The product's
   * parser skips them (a fifth of its construction, on every start); test/grammar/parser-valid.test.ts builds one with
   * them, so a grammar change that breaks one fails there.
   */
  constructor(validate = false) {
    // Each lookahead function built when its production is first reached (`lazy-lookahead.ts`); the validating parser
    // uses the stock strategy (its checks walk every production anyway).
    super(allTokens, { recoveryEnabled: true, maxLookahead: 2, skipValidations: !validate, ...(validate ? {} : { lookaheadStrategy: new LazyLookaheadStrategy({ maxLookahead: 2 }) }) });
    this.performSelfAnalysis();
  }

  public line = this.RULE('line', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.setLine) },
      { ALT: () => this.SUBRULE(this.cardLine) },
      { ALT: () => this.SUBRULE(this.backLine) },
      { ALT: () => this.SUBRULE(this.costLine) },
      { ALT: () => this.SUBRULE(this.typeLine) },
      { ALT: () => this.SUBRULE(this.valueLine) },
      { ALT: () => this.SUBRULE(this.colorLine) },
      { ALT: () => this.SUBRULE(this.flavorLine) },
      { ALT: () => this.SUBRULE(this.textLine) },
      { ALT: () => this.SUBRULE(this.scenarioLine) },
      { ALT: () => this.CONSUME(kw.setup) },
      { ALT: () => this.SUBRULE(this.step) },
    ]);
  });

  private str = this.RULE('str', () => {
    this.OR([{ ALT: () => this.CONSUME(StringLiteral) }, { ALT: () => this.CONSUME(UnterminatedString) }]);
  });

  private setLine = this.RULE('setLine', () => {
    this.CONSUME(section.set!);
    this.SUBRULE(this.str);
    this.OPTION(() => { this.CONSUME(kw.code); this.CONSUME(Word, { LABEL: 'code' }); });
    this.OPTION2(() => { this.CONSUME(kw.templating); this.CONSUME2(Word, { LABEL: 'era' }); });
  });

  private cardLine = this.RULE('cardLine', () => { this.CONSUME(section.card!); this.SUBRULE(this.str); });
  private backLine = this.RULE('backLine', () => { this.CONSUME(section.back!); this.SUBRULE(this.str); });
  private scenarioLine = this.RULE('scenarioLine', () => { this.CONSUME(section.scenario!); this.SUBRULE(this.str); });

  private costLine = this.RULE('costLine', () => {
    this.CONSUME(section.cost!);
    this.AT_LEAST_ONE(() => this.CONSUME(ManaSymbol));
  });

  private typeLine = this.RULE('typeLine', () => {
    this.CONSUME(section.type!);
    this.AT_LEAST_ONE(() => this.CONSUME(Word));
    this.OPTION(() => {
      this.CONSUME(Dash);
      this.MANY(() => this.CONSUME2(Word, { LABEL: 'subtype' }));
    });
  });

  private valueLine = this.RULE('valueLine', () => {
    this.OR([
      { ALT: () => { this.CONSUME(section.pt!); this.CONSUME(PowerToughness); } },
      { ALT: () => { this.CONSUME(section.loyalty!); this.OR2([{ ALT: () => this.CONSUME(NumberLiteral) }, { ALT: () => this.CONSUME(Identifier) }]); } },
      { ALT: () => { this.CONSUME(section.defense!); this.CONSUME2(NumberLiteral); } },
      { ALT: () => { this.CONSUME(section.rarity!); this.CONSUME(Word); } },
    ]);
  });

  private colorLine = this.RULE('colorLine', () => {
    this.CONSUME(section.color!);
    this.AT_LEAST_ONE(() => this.CONSUME(Word));
  });

  private flavorLine = this.RULE('flavorLine', () => { this.CONSUME(section.flavor!); this.SUBRULE(this.str); });

  private textLine = this.RULE('textLine', () => {
    this.CONSUME(Text);
    this.OPTION(() => this.CONSUME(RulesLine));
  });

  // ---- scenario steps ----

  private ref = this.RULE('ref', () => {
    this.OR([{ ALT: () => this.SUBRULE(this.str) }, { ALT: () => this.CONSUME(Alias) }]);
  });

  private refList = this.RULE('refList', () => {
    this.SUBRULE(this.ref);
    this.MANY(() => { this.CONSUME(Comma); this.SUBRULE2(this.ref); });
  });

  private player = this.RULE('player', () => {
    this.OR([{ ALT: () => this.CONSUME(kw.you) }, { ALT: () => this.CONSUME(kw.opponent) }]);
  });

  private aliasClause = this.RULE('aliasClause', () => { this.CONSUME(kw.as); this.CONSUME(Alias); });

  private zoneWord = this.RULE('zoneWord', () => {
    this.OR([
      { ALT: () => this.CONSUME(kw.hand) }, { ALT: () => this.CONSUME(kw.library) },
      { ALT: () => this.CONSUME(kw.graveyard) }, { ALT: () => this.CONSUME(kw.exile) },
      { ALT: () => this.CONSUME(kw.battlefield) }, { ALT: () => this.CONSUME(kw.stack) },
      { ALT: () => this.CONSUME(kw.command) },
    ]);
  });

  private method = this.RULE('method', () => {
    this.OR([
      { ALT: () => this.CONSUME(kw.morph) }, { ALT: () => this.CONSUME(kw.megamorph) },
      { ALT: () => this.CONSUME(kw.disguise) },
      { ALT: () => { this.CONSUME(kw.mana); this.CONSUME(section.cost!); } },
    ]);
  });

  private origin = this.RULE('origin', () => {
    this.OR([
      { ALT: () => this.CONSUME(kw.morph) }, { ALT: () => this.CONSUME(kw.megamorph) },
      { ALT: () => this.CONSUME(kw.disguise) },
      { ALT: () => { this.CONSUME(kw.manifest); this.OPTION(() => this.CONSUME(kw.dread)); } },
      { ALT: () => this.CONSUME(kw.cloak) }, { ALT: () => this.CONSUME(kw.effect) },
    ]);
  });

  private faceDown = this.RULE('faceDown', () => { this.CONSUME(kw.face); this.CONSUME(kw.down); });

  private step = this.RULE('step', () => {
    this.OR([
      { ALT: () => this.SUBRULE(this.playerStep) },
      {
        ALT: () => {
          this.CONSUME(kw.resolve); this.OPTION(() => this.CONSUME(kw.all)); this.OPTION7(() => this.SUBRULE3(this.targeting));
          this.OPTION8(() => this.OR7([{ ALT: () => this.CONSUME(kw.declining) }, { ALT: () => this.CONSUME(kw.accepting) }]));
          this.MANY(() => this.SUBRULE(this.choiceClause));
        },
      },
      // "mana is paid": from here on costs are paid from mana pools (CR 601.2g–h)
      { ALT: () => { this.CONSUME(kw.mana); this.CONSUME(kw.is); this.CONSUME(kw.paid); } },
      { ALT: () => { this.CONSUME(kw.counter); this.SUBRULE(this.ref); } },
      {
        ALT: () => {
          // "apply "X" ability 2": only the effects of the 2nd line of X's rules text
          this.CONSUME(kw.apply); this.SUBRULE2(this.ref); this.option(50, () => { this.CONSUME(kw.ability); this.consume(50, NumberLiteral); });
          this.OPTION2(() => this.SUBRULE(this.targeting));
          this.OPTION4(() => this.SUBRULE(this.aliasClause));
        },
      },
      { ALT: () => { this.CONSUME(kw.exile); this.SUBRULE6(this.ref); this.OPTION5(() => this.SUBRULE2(this.faceDown)); } },
      // "attach @eq to @fd": an Aura, Equipment or Fortification becomes attached (CR 701.3a)
      { ALT: () => { this.CONSUME(kw.attach); this.subrule(52, this.ref); this.consume(54, kw.to); this.subrule(53, this.ref); } },
      {
        ALT: () => {
          this.OR2([
            { ALT: () => this.CONSUME(kw.bounce) },
            { ALT: () => this.CONSUME(kw.destroy) }, { ALT: () => this.CONSUME(kw.sacrifice) },
            { ALT: () => this.CONSUME(kw.tap) }, { ALT: () => this.CONSUME(kw.untap) },
            { ALT: () => this.CONSUME(kw.transform) },
          ]);
          this.SUBRULE3(this.ref);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.return); this.SUBRULE4(this.ref); this.CONSUME(kw.to); this.CONSUME(kw.battlefield);
          this.OPTION3(() => this.SUBRULE(this.faceDown));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.put); this.SUBRULE(this.counterAmount);
          this.CONSUME(kw.on); this.SUBRULE5(this.ref);
        },
      },
      // "end turn discarding @a, @b": the cards discarded to the maximum hand size at cleanup (CR 514.1)
      {
        ALT: () => {
          this.CONSUME(kw.end); this.OR5([{ ALT: () => this.CONSUME(kw.turn) }, { ALT: () => this.CONSUME(kw.game) }]);
          this.option(33, () => { this.CONSUME(kw.discarding); this.subrule(33, this.refList); });
        },
      },
      { ALT: () => this.SUBRULE(this.expectStep) },
      // "move to declare blockers", "move to end step", "move to next turn" (CR 500)
      { ALT: () => { this.CONSUME(kw.move); this.CONSUME2(kw.to); this.AT_LEAST_ONE(() => this.CONSUME(Word, { LABEL: 'stepWord' })); } },
      // all players pass priority in succession (CR 117.4)
      { ALT: () => { this.CONSUME(kw.pass); this.CONSUME(kw.priority); } },
      // "trigger of @x choosing mode 2 with X = 3 targeting @y dividing 2, 1": the choices for a triggered ability as
      // it is put on the stack (CR 603.3c–d)
      {
        ALT: () => {
          this.CONSUME(kw.trigger); this.CONSUME(kw.of); this.subrule(40, this.ref);
          this.atLeastOne(44, () => this.or(41, [
            { ALT: () => this.subrule(41, this.targeting) },
            { ALT: () => this.subrule(42, this.choiceClause) },
            { ALT: () => this.subrule(43, this.dividing) },
          ]));
        },
      },
      // "deal 3 damage to @x [from @src]", "deal 2 damage to opponent" (CR 120)
      {
        ALT: () => {
          this.CONSUME(kw.deal); this.CONSUME(NumberLiteral); this.CONSUME(kw.damage); this.CONSUME3(kw.to);
          this.OR6([{ ALT: () => this.SUBRULE7(this.ref) }, { ALT: () => this.SUBRULE(this.player) }]);
          this.OPTION6(() => { this.CONSUME(kw.from); this.SUBRULE8(this.ref, { LABEL: 'source' }); });
        },
      },
    ]);
  });

  /** "@attacker with @b1, @b2" */
  private blockClause = this.RULE('blockClause', () => {
    this.SUBRULE(this.ref);
    this.CONSUME(kw.with);
    this.SUBRULE(this.refList);
  });

  /** "dividing 2, 1": a divided effect's amounts for the targets, in order (CR 601.2d) */
  private dividing = this.RULE('dividing', () => {
    this.CONSUME(kw.dividing); this.CONSUME(NumberLiteral);
    this.MANY(() => { this.CONSUME(Comma); this.CONSUME2(NumberLiteral); });
  });

  /** "you turn", "opponent turns" */
  private turnVerb = this.RULE('turnVerb', () => {
    this.OR([{ ALT: () => this.CONSUME(kw.turn) }, { ALT: () => this.CONSUME(kw.turns) }]);
  });

  /** "with @a, @b" or "@pw with @a and opponent with @b" (CR 508.1b) */
  private attackDecl = this.RULE('attackDecl', () => {
    this.OR([
      { ALT: () => { this.CONSUME(kw.with); this.SUBRULE(this.refList); } },
      { ALT: () => { this.SUBRULE(this.attackClause); this.MANY(() => { this.CONSUME(kw.and); this.SUBRULE2(this.attackClause); }); } },
    ]);
  });

  private attackClause = this.RULE('attackClause', () => {
    this.SUBRULE(this.targetItem);
    this.CONSUME(kw.with);
    this.SUBRULE(this.refList);
  });

  /** "assign damage from @p: 3 to @a, 2 to @b and 1 to opponent" (`assigns` reads better after "opponent") */
  private assignDamage = this.RULE('assignDamage', () => {
    this.OR2([{ ALT: () => this.CONSUME(kw.assign) }, { ALT: () => this.CONSUME(kw.assigns) }]); this.CONSUME(kw.damage); this.CONSUME(kw.from); this.SUBRULE(this.ref); this.CONSUME(Colon);
    this.SUBRULE(this.damageShare);
    this.MANY(() => { this.OR([{ ALT: () => this.CONSUME(Comma) }, { ALT: () => this.CONSUME(kw.and) }]); this.SUBRULE2(this.damageShare); });
  });

  private damageShare = this.RULE('damageShare', () => {
    this.CONSUME(NumberLiteral); this.CONSUME(kw.to); this.SUBRULE(this.targetItem);
  });

  private paying = this.RULE('paying', () => { this.CONSUME(kw.paying); this.SUBRULE(this.refList); });

  /** "2 +1/+1 counters" */
  private counterAmount = this.RULE('counterAmount', () => {
    this.CONSUME(NumberLiteral);
    this.OR([
      { ALT: () => this.CONSUME(PowerToughness) }, { ALT: () => this.CONSUME(Identifier) },
      // loyalty and defense counters (CR 306.5c, 310.4c): the words are also field keywords
      { ALT: () => this.CONSUME(section.loyalty!, { LABEL: 'counterWord' }) }, { ALT: () => this.CONSUME(section.defense!, { LABEL: 'counterWord' }) },
    ]);
    this.OR2([{ ALT: () => this.CONSUME(kw.counters) }, { ALT: () => this.CONSUME(kw.counter) }]);
  });

  /** Targets: objects, or players (`targeting opponent`, CR 115.1). */
  private targetItem = this.RULE('targetItem', () => {
    this.OR([{ ALT: () => this.SUBRULE(this.ref) }, { ALT: () => this.SUBRULE(this.player) }]);
  });

  private targeting = this.RULE('targeting', () => {
    this.CONSUME(kw.targeting);
    this.SUBRULE(this.targetItem);
    this.MANY(() => { this.CONSUME(Comma); this.SUBRULE2(this.targetItem); });
  });

  private playerStep = this.RULE('playerStep', () => {
    this.SUBRULE(this.player);
    this.OR([
      // "you order triggers @a, @b": the order they go on the stack (CR 603.3b)
      { ALT: () => { this.CONSUME(kw.order); this.CONSUME(kw.triggers); this.subrule(40, this.refList); } },
      { ALT: () => this.SUBRULE(this.manaPlayerStep) },
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(kw.has) }, { ALT: () => this.CONSUME(kw.have) }]);
          this.SUBRULE(this.refList);
          this.OR3([
            { ALT: () => { this.CONSUME(kw.in); this.SUBRULE(this.zoneWord); } },
            { ALT: () => { this.CONSUME(kw.on); this.OPTION(() => { this.CONSUME(kw.top); this.CONSUME(kw.of); }); this.SUBRULE2(this.zoneWord); } },
          ]);
          this.OPTION2(() => {
            this.SUBRULE(this.faceDown);
            this.OPTION3(() => { this.CONSUME(kw.via); this.SUBRULE(this.origin); });
          });
          this.OPTION4(() => this.CONSUME(kw.tapped));
          // "choosing blue", "naming "…"": what its "As this enters, choose …" chose (CR 614.12a)
          this.many(45, () => this.subrule(45, this.choiceClause));
          this.OPTION5(() => this.SUBRULE(this.aliasClause));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.cast); this.SUBRULE(this.ref);
          this.MANY(() => this.OR4([
            { ALT: () => this.SUBRULE2(this.faceDown) },
            { ALT: () => { this.CONSUME(kw.using); this.SUBRULE(this.method); } },
            { ALT: () => { this.CONSUME2(kw.via); this.CONSUME(kw.effect); } },
            { ALT: () => this.SUBRULE(this.targeting) },
            { ALT: () => { this.CONSUME(kw.copying); this.SUBRULE2(this.ref); } },
            { ALT: () => this.SUBRULE(this.dividing) },
            { ALT: () => this.SUBRULE2(this.aliasClause) },
            { ALT: () => this.SUBRULE3(this.paying) },
            { ALT: () => this.SUBRULE(this.choiceClause) },
          ]));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.activate); this.SUBRULE3(this.ref);
          this.OPTION6(() => { this.CONSUME(kw.ability); this.CONSUME(NumberLiteral); });
          this.many(16, () => this.or(18, [
            { ALT: () => this.SUBRULE2(this.targeting) },
            { ALT: () => this.SUBRULE(this.paying) }, { ALT: () => this.SUBRULE2(this.choiceClause) }, { ALT: () => this.SUBRULE2(this.dividing) },
          ]));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.manifest);
          this.OPTION8(() => this.OR5([
            { ALT: () => this.CONSUME2(NumberLiteral) },
            { ALT: () => { this.CONSUME(kw.dread); this.OPTION9(() => { this.CONSUME(kw.choosing); this.SUBRULE4(this.ref); }); } },
          ]));
          this.option(10, () => this.SUBRULE3(this.aliasClause));
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.cloak);
          this.option(11, () => this.CONSUME3(NumberLiteral));
          this.option(12, () => this.SUBRULE4(this.aliasClause));
        },
      },
      {
        ALT: () => {
          this.SUBRULE(this.turnVerb); this.SUBRULE5(this.ref); this.CONSUME(kw.face);
          this.OR6([
            {
              ALT: () => {
                this.CONSUME(kw.up); this.option(13, () => { this.CONSUME(kw.for); this.SUBRULE2(this.method); });
                this.many(17, () => this.or(19, [
                  { ALT: () => this.SUBRULE2(this.paying) }, { ALT: () => this.SUBRULE3(this.choiceClause) },
                  // "copying @g": what its "as … is turned face up, … a copy of" ability copies (CR 708.11, 707.5)
                  { ALT: () => { this.CONSUME2(kw.copying); this.subrule(46, this.ref, { LABEL: 'copyRef' }); } },
                ]));
              },
            },
            { ALT: () => this.CONSUME(kw.down) },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(kw.gains); this.CONSUME(kw.control); this.CONSUME2(kw.of); this.SUBRULE6(this.ref); } },
      // "you play "Forest"" (CR 305.1)
      { ALT: () => { this.CONSUME(kw.play); this.SUBRULE7(this.ref); this.option(20, () => this.SUBRULE5(this.aliasClause)); } },
      // "you foretell @c paying @a, @b", "opponent foretells @c": the special action of foretell (CR 702.143a–b, 116.2h)
      { ALT: () => { this.or(60, [{ ALT: () => this.CONSUME(kw.foretell) }, { ALT: () => this.CONSUME(kw.foretells) }]); this.subrule(60, this.ref); this.option(60, () => this.subrule(61, this.paying)); } },
      // "you suspend @c paying @a", "opponent suspends @c": the special action of suspend (CR 702.62a, 116.2f)
      { ALT: () => { this.or(61, [{ ALT: () => this.CONSUME(kw.suspend) }, { ALT: () => this.CONSUME(kw.suspends) }]); this.subrule(62, this.ref); this.option(61, () => this.subrule(63, this.paying)); } },
      // "you attack with @a, @b", "you attack @pw with @a and opponent with @b" (CR 508.1, 508.1b)
      {
        ALT: () => {
          this.OR7([{ ALT: () => this.CONSUME(kw.attack) }, { ALT: () => this.CONSUME(kw.attacks) }]);
          this.SUBRULE(this.attackDecl);
        },
      },
      // "you assign damage from @p: 3 to @a, 2 to @b and 1 to opponent" (CR 510.1c-d)
      { ALT: () => this.SUBRULE(this.assignDamage) },
      // "opponent blocks @a with @b and @c with @d, @e" (CR 509.1)
      {
        ALT: () => {
          this.OR8([{ ALT: () => this.CONSUME(kw.block) }, { ALT: () => this.CONSUME(kw.blocks) }]);
          this.SUBRULE(this.blockClause);
          this.MANY2(() => { this.CONSUME(kw.and); this.SUBRULE2(this.blockClause); });
        },
      },
    ]);
  });

  private expectStep = this.RULE('expectStep', () => {
    this.CONSUME(kw.expect);
    this.OR([
      { ALT: () => { this.CONSUME(kw.illegal); this.CONSUME(Colon); this.SUBRULE(this.step); } },
      { ALT: () => { this.SUBRULE(this.ref); this.SUBRULE(this.predicate); } },
      { ALT: () => { this.SUBRULE(this.player); this.SUBRULE(this.playerPredicate); } },
      {
        ALT: () => {
          this.CONSUME(kw.stack);
          this.OR2([
            { ALT: () => { this.CONSUME(kw.is); this.CONSUME(kw.empty); } },
            { ALT: () => { this.CONSUME(kw.has); this.CONSUME(NumberLiteral); this.OPTION(() => this.CONSUME(kw.objects)); } },
            // "stack holds @a, @b": the stack, top first (CR 405)
            { ALT: () => { this.CONSUME(kw.holds); this.subrule(40, this.refList); } },
          ]);
        },
      },
    ]);
  });

  /** "has 17 life", "has lost", "has not lost", "has 2 cards in hand", "controls 2 face-down creatures" */
  private playerPredicate = this.RULE('playerPredicate', () => {
    this.OR([
      {
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(kw.has) }, { ALT: () => this.CONSUME(kw.have) }]);
          this.OR3([
            { ALT: () => this.SUBRULE(this.poolClause) },
            { ALT: () => { this.OPTION(() => this.CONSUME(kw.not)); this.CONSUME(kw.lost); } },
            {
              ALT: () => {
                this.CONSUME(NumberLiteral);
                this.OR4([
                  { ALT: () => this.CONSUME(kw.life) },
                  // "has 3 poison counters" (CR 122.1f, 704.5c)
                  { ALT: () => { this.CONSUME(Identifier, { LABEL: 'playerCounter' }); this.OR7([{ ALT: () => this.CONSUME(kw.counters) }, { ALT: () => this.CONSUME(kw.counter) }]); } },
                  {
                    ALT: () => {
                      this.OR5([{ ALT: () => this.CONSUME(kw.cards) }, { ALT: () => this.CONSUME(section.card!) }]);
                      this.OR6([{ ALT: () => this.CONSUME(kw.in) }, { ALT: () => this.CONSUME(kw.on) }]);
                      this.SUBRULE(this.zoneWord);
                    },
                  },
                ]);
              },
            },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(kw.control); this.CONSUME2(NumberLiteral); this.AT_LEAST_ONE(() => this.CONSUME(Word, { LABEL: 'filterWord' })); } },
    ]);
  });

  private predicate = this.RULE('predicate', () => {
    this.OR([
      { ALT: () => { this.CONSUME(kw.is); this.SUBRULE(this.isPredicate); } },
      { ALT: () => { this.CONSUME(kw.has); this.SUBRULE(this.hasPredicate); } },
      { ALT: () => { this.CONSUME(kw.lacks); this.SUBRULE(this.keywordPhrase); } },
      {
        ALT: () => {
          this.CONSUME(Can); this.CONSUME(kw.be); this.CONSUME(kw.turned); this.CONSUME(kw.face); this.CONSUME(kw.up);
          this.OPTION(() => {
            this.CONSUME(kw.for);
            this.OR2([{ ALT: () => this.AT_LEAST_ONE(() => this.CONSUME(ManaSymbol)) }, { ALT: () => this.SUBRULE(this.method) }]);
          });
        },
      },
      { ALT: () => { this.CONSUME(Cant); this.CONSUME2(kw.be); this.CONSUME2(kw.turned); this.CONSUME2(kw.face); this.CONSUME2(kw.up); } },
      { ALT: () => this.CONSUME(kw.triggered) },
      { ALT: () => { this.CONSUME(Didnt); this.CONSUME(kw.trigger); } },
      {
        ALT: () => {
          this.CONSUME(kw.was);
          this.OR3([
            { ALT: () => this.CONSUME(kw.revealed) },
            { ALT: () => { this.CONSUME(kw.cast); this.CONSUME2(kw.for); this.AT_LEAST_ONE2(() => this.CONSUME2(ManaSymbol)); } },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(kw.shares); this.SUBRULE(this.shareWhat); } },
      { ALT: () => { this.CONSUME(Doesnt); this.CONSUME(kw.share); this.SUBRULE2(this.shareWhat); } },
    ]);
  });

  /** "a name with REF" / "a creature type with REF" */
  private shareWhat = this.RULE('shareWhat', () => {
    this.CONSUME(kw.a);
    this.OR([
      { ALT: () => this.CONSUME(kw.name) },
      { ALT: () => { this.CONSUME(Identifier, { LABEL: 'creatureWord' }); this.CONSUME(section.type!); } },
    ]);
    this.CONSUME(kw.with);
    this.SUBRULE(this.ref);
  });

  private isPredicate = this.RULE('isPredicate', () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(kw.face);
          this.OR2([
            {
              ALT: () => {
                this.CONSUME(kw.down);
                this.OPTION3(() => this.OR4([
                  { ALT: () => { this.CONSUME(kw.via); this.SUBRULE(this.origin); } },
                  { ALT: () => { this.CONSUME(kw.before); this.SUBRULE(this.ref); } },
                ]));
              },
            },
            { ALT: () => this.CONSUME(kw.up) },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(kw.attached); this.CONSUME2(kw.to); this.SUBRULE2(this.ref); } },
      { ALT: () => this.CONSUME(kw.unattached) },
      { ALT: () => this.CONSUME(PowerToughness) },
      { ALT: () => { this.CONSUME(kw.named); this.SUBRULE(this.str); } },
      { ALT: () => this.CONSUME(kw.colorless) },
      { ALT: () => { this.OPTION(() => this.CONSUME(kw.not)); this.OR3([{ ALT: () => this.CONSUME(kw.a) }, { ALT: () => this.CONSUME(kw.an) }]); this.AT_LEAST_ONE(() => this.CONSUME(Identifier, { LABEL: 'typeWord' })); } },
      { ALT: () => this.CONSUME(kw.tapped) },
      { ALT: () => this.CONSUME(kw.untapped) },
      { ALT: () => { this.CONSUME(kw.in); this.SUBRULE(this.zoneWord); } },
      { ALT: () => { this.CONSUME(kw.on); this.SUBRULE2(this.zoneWord); this.option(40, () => this.subrule(41, this.targeting)); } },
      { ALT: () => this.CONSUME(kw.revealed) },
      { ALT: () => { this.CONSUME(kw.attacking); this.option(31, () => this.subrule(31, this.targetItem)); } },
      { ALT: () => { this.CONSUME(kw.blocking); this.option(32, () => this.subrule(32, this.ref)); } },
      { ALT: () => this.CONSUME(kw.blocked) },
      { ALT: () => this.CONSUME(kw.unblocked) },
      { ALT: () => { this.CONSUME(kw.controlled); this.CONSUME(kw.by); this.SUBRULE3(this.player); } },
      { ALT: () => { this.CONSUME(kw.owned); this.CONSUME2(kw.by); this.SUBRULE4(this.player); } },
      { ALT: () => { this.CONSUME(kw.hidden); this.CONSUME(kw.from); this.SUBRULE(this.player); } },
      { ALT: () => { this.CONSUME(kw.visible); this.CONSUME(kw.to); this.SUBRULE2(this.player); } },
      {
        ALT: () => {
          this.CONSUME2(Identifier, { LABEL: 'color' });
          this.MANY(() => { this.OPTION2(() => this.CONSUME(kw.and)); this.CONSUME3(Identifier, { LABEL: 'color' }); });
        },
      },
    ]);
  });

  private hasPredicate = this.RULE('hasPredicate', () => {
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            this.CONSUME(kw.no);
            this.OR2([
              { ALT: () => this.CONSUME(kw.name) }, { ALT: () => this.CONSUME(kw.abilities) },
              { ALT: () => { this.CONSUME2(kw.mana); this.CONSUME(section.cost!); } },
            ]);
          },
        },
        { ALT: () => { this.CONSUME(kw.mana); this.CONSUME(kw.value); this.CONSUME(NumberLiteral); } },
        { ALT: () => { this.CONSUME2(NumberLiteral, { LABEL: 'damageAmount' }); this.CONSUME(kw.damage); } },
        {
          ALT: () => {
            this.SUBRULE(this.counterAmount);
          },
        },
        { ALT: () => this.SUBRULE(this.keywordPhrase) },
      ],
    });
  });

  // ---- mana and choices ----

  /** "{G}{G} in pool", "2 mana in pool", "no mana in pool" (CR 106.4) */
  private poolClause = this.RULE('poolClause', () => {
    this.OR([
      { ALT: () => this.AT_LEAST_ONE(() => this.CONSUME(ManaSymbol)) },
      { ALT: () => { this.CONSUME(NumberLiteral); this.CONSUME(kw.mana); } },
      { ALT: () => { this.CONSUME(kw.no); this.CONSUME2(kw.mana); } },
    ]);
    this.CONSUME(kw.in); this.CONSUME(kw.pool);
  });

  /** "has {G}{G} in pool" (mana put into a pool); "tap @land for mana" / "tap @land for {G}" (CR 106.12) */
  private manaPlayerStep = this.RULE('manaPlayerStep', () => {
    this.OR([
      { ALT: () => { this.OR2([{ ALT: () => this.CONSUME(kw.has) }, { ALT: () => this.CONSUME(kw.have) }]); this.SUBRULE(this.poolClause); } },
      {
        ALT: () => {
          this.CONSUME(kw.tap); this.SUBRULE(this.ref); this.CONSUME(kw.for);
          this.OR3([{ ALT: () => this.CONSUME(kw.mana) }, { ALT: () => this.AT_LEAST_ONE(() => this.CONSUME(ManaSymbol)) }]);
        },
      },
    ]);
  });

  /** "with X = 3" (CR 107.3a), "choosing mode 2" / "choosing modes 1, 3" (700.2a), "choosing blue", "choosing {G}", "choosing @h", "naming "Name"", "paying life" (107.4f), "kicked" (702.33a), "kicked 2 times" (702.33c), "kicked with {1}{U} and {R}" (702.33f), "with buyback" (601.2b), "rolling 15" (706.2), "flipping win" (705.2) */
  private choiceClause = this.RULE('choiceClause', () => {
    this.OR([
      // "with X = 3" (CR 107.3a); "with buyback", "with entwine", "with evoke": a keyword cost paid as it is cast (601.2b, 601.2f)
      // "kicked with {1}{U} and {R}": the clause after "kicked" names which kicker costs are paid by their mana (CR 702.33b, 702.33f)
      {
        ALT: () => {
          this.CONSUME(kw.with);
          this.OR6([
            { ALT: () => { this.CONSUME(Identifier, { LABEL: 'variable' }); this.OR5([{ ALT: () => { this.CONSUME(Equals); this.CONSUME(NumberLiteral, { LABEL: 'xValue' }); } }, { ALT: () => this.OPTION(() => this.CONSUME(section.cost, { LABEL: 'costWord' })) }]); } },
            {
              ALT: () => {
                this.AT_LEAST_ONE2(() => this.CONSUME2(ManaSymbol, { LABEL: 'kickerSymbol' }));
                this.OPTION3(() => { this.CONSUME2(kw.and, { LABEL: 'kickerAnd' }); this.AT_LEAST_ONE3(() => this.CONSUME3(ManaSymbol, { LABEL: 'kickerSymbol' })); });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(kw.choosing);
          this.OR2([
            {
              ALT: () => {
                this.OR3([{ ALT: () => this.CONSUME(kw.mode) }, { ALT: () => this.CONSUME(kw.modes) }]);
                this.CONSUME2(NumberLiteral, { LABEL: 'modeNumber' });
                this.MANY(() => { this.OR4([{ ALT: () => this.CONSUME(Comma) }, { ALT: () => this.CONSUME(kw.and) }]); this.CONSUME3(NumberLiteral, { LABEL: 'modeNumber' }); });
              },
            },
            { ALT: () => this.AT_LEAST_ONE(() => this.CONSUME(ManaSymbol)) },
            { ALT: () => this.CONSUME2(Identifier, { LABEL: 'colorWord' }) },
            // "choosing 5/1": "your choice of 5/1 or 1/5"
            { ALT: () => this.CONSUME(PowerToughness, { LABEL: 'ptChoice' }) },
            // "choosing @h": an object chosen as it resolves, not targeted (CR 608.2d, 115.10)
            { ALT: () => this.SUBRULE(this.ref, { LABEL: 'chosenObject' }) },
          ]);
        },
      },
      { ALT: () => { this.CONSUME(kw.naming); this.SUBRULE(this.str); } },
      // "paying life": Phyrexian mana paid with 2 life each (CR 107.4f)
      { ALT: () => { this.CONSUME(kw.paying); this.CONSUME(kw.life); } },
      // "kicked": its kicker cost paid as it is cast (CR 702.33a, 702.33d)
      // "kicked 3 times": its multikicker cost paid that many times (CR 702.33c)
      // "kicked with {1}{U}" / "kicked with {1}{U} and {R}": which of two kicker costs are paid (CR 702.33b, 702.33f)
      {
        ALT: () => {
          this.CONSUME(kw.kicked);
          this.OPTION2(() => { this.CONSUME4(NumberLiteral, { LABEL: 'kickCount' }); this.CONSUME3(Identifier, { LABEL: 'timesWord' }); });
        },
      },
      // "rolling 15" / "rolling 3, 5": the results of the dice rolled as it resolves, in order (CR 706.2)
      { ALT: () => { this.CONSUME(kw.rolling); this.CONSUME5(NumberLiteral, { LABEL: 'rollResult' }); this.MANY2(() => { this.CONSUME2(Comma); this.CONSUME6(NumberLiteral, { LABEL: 'rollResult' }); }); } },
      // "flipping win" / "flipping lose, win": whether the player who flips each coin as it resolves wins the flip, in order (CR 705.2)
      { ALT: () => { this.CONSUME(kw.flipping); this.CONSUME4(Identifier, { LABEL: 'flipResult' }); this.MANY3(() => { this.CONSUME3(Comma); this.CONSUME5(Identifier, { LABEL: 'flipResult' }); }); } },
    ]);
  });

  private keywordPhrase = this.RULE('keywordPhrase', () => {
    this.AT_LEAST_ONE(() => this.OR([
      { ALT: () => this.CONSUME(Word) },
      { ALT: () => this.CONSUME(ManaSymbol) },
      { ALT: () => this.CONSUME(NumberLiteral) },
    ]));
  });
}

let instance: LineParser | undefined;

/** The single parser instance (Chevrotain parsers are built once and reused). */
export function getLineParser(): LineParser {
  instance ??= new LineParser();
  return instance;
}

export interface LineParseResult {
  cst: CstNode | undefined;
  errors: { message: string; token: IToken }[];
}

export function parseLineTokens(tokens: IToken[]): LineParseResult {
  const parser = getLineParser();
  parser.input = tokens;
  const cst = parser.line();
  return { cst, errors: parser.errors.map((e) => ({ message: e.message, token: e.token })) };
}

/** A parser built with Chevrotain's grammar validations (throws on a definition error): for the test that keeps them. */
export function validatedLineParser(): LineParser {
  return new LineParser(true);
}

export type { LineParser };
