// Prints, as one JSON object, the properties SPEC reads of one Unicode
// version, from the npm package @unicode/unicode-<version> installed under
// the directory given: general categories Cf and Zs, the binary properties
// White_Space, Cased and Case_Ignorable (lists of code points), and the
// lower-case mappings (the simple ones, and SpecialCasing's unconditional
// ones), as [code point, mapping] pairs.
//
//	node unicode-npm.mjs /tmp/ucd/npm 16.0.0
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const [root, version] = process.argv.slice(2);
const pkg = join(root, 'node_modules', '@unicode', `unicode-${version}`);
const load = async (path) => (await import(pathToFileURL(join(pkg, path)).href)).default;

const out = {
  package: `@unicode/unicode-${version}@${JSON.parse(readFileSync(join(pkg, 'package.json'))).version}`,
  Cf: await load('General_Category/Format/code-points.mjs'),
  Zs: await load('General_Category/Space_Separator/code-points.mjs'),
  White_Space: await load('Binary_Property/White_Space/code-points.mjs'),
  Cased: await load('Binary_Property/Cased/code-points.mjs'),
  Case_Ignorable: await load('Binary_Property/Case_Ignorable/code-points.mjs'),
  simpleLower: [...await load('Simple_Case_Mapping/Lowercase/code-points.mjs')],
  specialLower: [...await load('Special_Casing/Lowercase/code-points.mjs')],
};
process.stdout.write(JSON.stringify(out));
