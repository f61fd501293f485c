// The placeholders an ICU MessageFormat text names ({name}, and the arguments of plural, select, number and date): what every language of a UI text must share.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** An argument's kind, as the storefront must supply it: a plural or number needs a number, a date a Date. */
export type PlaceholderKind = 'text' | 'number' | 'date';

function collect(elements: readonly MessageFormatElement[], into: Map<string, PlaceholderKind>) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        if (!into.has(element.value)) into.set(element.value, 'text');
        break;
      case TYPE.number:
      case TYPE.plural:
        into.set(element.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        into.set(element.value, 'date');
        break;
      case TYPE.select:
        if (!into.has(element.value)) into.set(element.value, 'text');
        break;
      case TYPE.tag:
        collect(element.children, into);
        break;
      default:
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collect(option.value, into);
    }
  }
}

/** Each placeholder of the text with its kind, by name; throws on a text that is not valid ICU. */
export function placeholderKinds(message: string): Map<string, PlaceholderKind> {
  const kinds = new Map<string, PlaceholderKind>();
  collect(parse(message, { ignoreTag: true }), kinds);
  return new Map([...kinds].sort(([a], [b]) => a.localeCompare(b)));
}

/** The placeholder names of a text, sorted; throws on a text that is not valid ICU. */
export function placeholdersOf(message: string): string[] {
  return [...placeholderKinds(message).keys()];
}

/** Why a text is not valid ICU MessageFormat, or null when it is. */
export function syntaxProblem(message: string): string | null {
  try {
    parse(message, { ignoreTag: true });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
