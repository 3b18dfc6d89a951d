// @ts-check
module.exports = 'file-stub';
