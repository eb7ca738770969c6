import { parseSchemasWithoutEval } from '@app/contracts';

// Imported first by main.tsx, so no schema has parsed (and probed for eval) before this runs.
parseSchemasWithoutEval();
