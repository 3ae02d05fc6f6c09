// The provider imports the filter schema from here (src/provider/http/params.ts) but this
// branch's base never committed the file; rules/filter.ts holds the schema itself.
export { filterSchema } from '../../rules/filter';
