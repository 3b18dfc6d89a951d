// @ts-check
// N+1 is built against the next patch of the remote kit (x.y.(z+1)), computed from the real kit's version.
// A remote only consumes the kit (the shell provides it), so this moves only the range its build asks for.
const { version } = require('../../../remote-kit/package.json');
const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
if (!match) throw new Error(`remote-kit's version "${version}" is not major.minor.patch`);
const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];

module.exports = { '@shop/remote-kit': `${major}.${minor}.${patch + 1}` };
