import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './error-handler';

// Decision 0103: a JSON body nested deeper than any call's is refused before it is parsed.
// A 16 kB body of 8,000 nested arrays costs several milliseconds to parse and collect and cannot be a request
// of the contract, whose deepest body (a redemption's reward → merchant → id) is 4 levels.

/** Deeper than any body of the contract, with room to spare. */
const MAX_JSON_DEPTH = 16;

/** True when `text` opens more than `max` objects or arrays at once, strings skipped. One pass, no allocation. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth check. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new BadRequestError(`the body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
