// N+1 is built against the next patch of the remote kit (x.y.(z+1)), computed from the real kit's version.
// A remote only consumes the kit (the shell provides it), so this moves only the range its build asks for.
const { version } = require('../../../remote-kit/package.json');
const [major, minor, patch] = version.split('.').map(Number);

module.exports = { '@shop/remote-kit': `${major}.${minor}.${patch + 1}` };
