/** The input is not a JSON array of values. */
export class JsonArraySyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonArraySyntaxError';
  }
}

/**
 * Reads the elements of a top-level JSON array from a stream of text chunks, one at a time, so a
 * file of any size is never held whole: only the element being read is. Each element's text is
 * parsed with `JSON.parse`; one that does not parse is yielded as a {@link JsonArraySyntaxError}
 * so the caller can report it and go on.
 */
export async function* readJsonArrayElements(
  chunks: AsyncIterable<string>,
): AsyncGenerator<unknown> {
  /** 0: before `[`; 1: inside the array; 2: after `]`. */
  let stage = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let element = '';

  const finishElement = () => {
    const text = element.trim();
    element = '';
    if (text === '') {
      return undefined;
    }
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (error) {
      return { value: new JsonArraySyntaxError(error instanceof Error ? error.message : String(error)) };
    }
  };

  for await (const chunk of chunks) {
    let from = 0;
    for (let index = 0; index < chunk.length; index += 1) {
      const character = chunk[index];
      if (stage === 0) {
        if (character === '[') {
          stage = 1;
          from = index + 1;
        } else if (!/\s|\uFEFF/.test(character ?? '')) {
          throw new JsonArraySyntaxError('The input is not a JSON array.');
        }
        continue;
      }
      if (stage === 2) {
        if (!/\s/.test(character ?? '')) {
          throw new JsonArraySyntaxError('Unexpected text after the end of the JSON array.');
        }
        continue;
      }
      if (inString) {
        if (escaped) {
          escaped = false;
        } else if (character === '\\') {
          escaped = true;
        } else if (character === '"') {
          inString = false;
        }
        continue;
      }
      if (character === '"') {
        inString = true;
      } else if (character === '{' || character === '[') {
        depth += 1;
      } else if (character === '}' || (character === ']' && depth > 0)) {
        depth -= 1;
      } else if (depth === 0 && (character === ',' || character === ']')) {
        element += chunk.slice(from, index);
        from = index + 1;
        const finished = finishElement();
        if (finished) {
          yield finished.value;
        } else if (character === ',') {
          throw new JsonArraySyntaxError('An element of the JSON array is missing.');
        }
        if (character === ']') {
          stage = 2;
        }
      }
    }
    if (stage === 1) {
      element += chunk.slice(from);
    }
  }
  if (stage !== 2) {
    throw new JsonArraySyntaxError('The JSON array is not closed.');
  }
}
