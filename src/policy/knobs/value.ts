import type { PolicyConfig } from '../../model/config.js';
import type { PolicyKnob } from './knob.js';

/** A knob's value in a policy: what the config set, or the knob's default (the one place a default is applied). */
export function knobValue<K extends keyof PolicyConfig>(knob: PolicyKnob<K>, policy: PolicyConfig): PolicyConfig[K] {
  const set = policy[knob.field];
  return set === undefined ? knob.default : set;
}
