// The GitHub stand-in lives with the simulator, which local runs start too; the tests import it
// from here as they always have.
export * from '../../simulator/github.ts';
