// An independent BCBP reader for the tests: the npm package `bcbp` decodes the barcode text
// given as the first argument; prints its answer as JSON.
const { decode } = require("bcbp");

process.stdout.write(JSON.stringify(decode(process.argv[2])));
