import { list } from 'isbot';

/**
 * isbot's patterns as one Postgres regular expression (ARE, matched with `~*`). Postgres spells a word boundary
 * `\y` (its `\b` is a backspace) and refuses a `-` beside a class escape inside brackets (`[\w\d-.]`), which
 * JavaScript reads as a literal dash: such dashes move to the end of their bracket, where they are literal in both.
 */
export function postgresBotPattern(patterns: readonly string[] = list): string {
  return patterns.map((pattern) => fixBrackets(pattern).replace(/\\b/g, '\\y')).join('|');
}

function fixBrackets(pattern: string): string {
  let out = '';
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    if (char === '\\') {
      out += pattern.slice(index, index + 2);
      index += 2;
    } else if (char === '[') {
      const [bracket, end] = readBracket(pattern, index);
      out += bracket;
      index = end;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

/** The bracket expression starting at `start`, with every dash that is not a range between two characters moved last. */
function readBracket(pattern: string, start: number): [string, number] {
  const tokens: string[] = [];
  let index = start + 1;
  let head = '';
  if (pattern[index] === '^') {
    head = '^';
    index += 1;
  }
  while (index < pattern.length && !(pattern[index] === ']' && tokens.length > 0)) {
    const token = pattern[index] === '\\' ? pattern.slice(index, index + 2) : pattern.charAt(index);
    tokens.push(token);
    index += token.length;
  }
  const isClass = (token: string | undefined) => token !== undefined && /^\\[dswDSW]$/.test(token);
  const kept: string[] = [];
  let dash = false;
  tokens.forEach((token, position) => {
    const literalDash = token === '\\-' || (token === '-' && (position === 0 || position === tokens.length - 1));
    const besideClass = token === '-' && (isClass(tokens[position - 1]) || isClass(tokens[position + 1]));
    if (literalDash || besideClass) dash = true;
    else kept.push(token);
  });
  return [`[${head}${kept.join('')}${dash ? '-' : ''}]`, index + 1];
}
