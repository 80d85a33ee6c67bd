/**
 * Property tests generate up to the lengths they ask for. fast-check 4 otherwise sizes every
 * arbitrary "small" (about ten items) even where a test asks `maxLength: 200`, and such a test
 * never meets the long inputs it was written for.
 */
import fc from 'fast-check';

fc.configureGlobal({ defaultSizeToMaxWhenMaxSpecified: true });
