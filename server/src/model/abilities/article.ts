// The English indefinite article before a word, by how the word sounds (the printer's and the trigger reader's one
// rule): "an" before a vowel sound ("an Elf", "an 8/8", "an 11/11", "an 18/18"), "a" before a consonant sound, a
// vowel letter read as one included ("a Unicorn", "a unique", "a useless", "a Eutropia", "a one-shot").

const CONSONANT_SOUND = /^(?:uni(?:c|q|t|v|f|s)|us[eu]|eu|one(?:\b|-))/i;
const VOWEL_SOUND = /^(?:[aeiou]|8|11(?:\D|$)|18(?:\D|$))/i;

export function indefiniteArticle(next: string): 'a' | 'an' {
  return VOWEL_SOUND.test(next) && !CONSONANT_SOUND.test(next) ? 'an' : 'a';
}
