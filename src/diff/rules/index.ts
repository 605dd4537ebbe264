/** The rule catalog: every rule the diff can report, in reference order. The generated reference and the tests iterate it. */
import type { Rule } from '../rule.js';
import { toolRemoved } from './tool-removed.js';
import { toolRenamed } from './tool-renamed.js';
import { toolAdded } from './tool-added.js';
import { toolDescriptionChanged } from './tool-description-changed.js';
import { titleChanged } from './title-changed.js';
import { executionChanged } from './execution-changed.js';
import { schemaRepresentationChanged } from './schema-representation-changed.js';
import { paramRenamed } from './param-renamed.js';
import { paramAddedRequired } from './param-added-required.js';
import { paramAddedOptional } from './param-added-optional.js';
import { paramRemoved } from './param-removed.js';
import { paramBecameRequired } from './param-became-required.js';
import { paramBecameOptional } from './param-became-optional.js';
import { typeNarrowed } from './type-narrowed.js';
import { typeChanged } from './type-changed.js';
import { typeWidened } from './type-widened.js';
import { enumNarrowed } from './enum-narrowed.js';
import { enumWidened } from './enum-widened.js';
import { constChanged } from './const-changed.js';
import { defaultChanged } from './default-changed.js';
import { constraintTightened } from './constraint-tightened.js';
import { constraintLoosened } from './constraint-loosened.js';
import { additionalPropertiesClosed } from './additional-properties-closed.js';
import { additionalPropertiesOpened } from './additional-properties-opened.js';
import { compositionNarrowed } from './composition-narrowed.js';
import { compositionWidened } from './composition-widened.js';
import { paramDescriptionChanged } from './param-description-changed.js';
import { schemaDescriptionChanged } from './schema-description-changed.js';
import { outputSchemaRemoved } from './output-schema-removed.js';
import { outputSchemaAdded } from './output-schema-added.js';
import { outputFieldRemoved } from './output-field-removed.js';
import { outputFieldRenamed } from './output-field-renamed.js';
import { outputFieldBecameOptional } from './output-field-became-optional.js';
import { outputTypeWidened } from './output-type-widened.js';
import { outputTypeChanged } from './output-type-changed.js';
import { outputEnumWidened } from './output-enum-widened.js';
import { outputWidened } from './output-widened.js';
import { outputFieldAdded } from './output-field-added.js';
import { outputNarrowed } from './output-narrowed.js';
import { outputDescriptionChanged } from './output-description-changed.js';
import { outputRepresentationChanged } from './output-representation-changed.js';
import { outputDefaultChanged } from './output-default-changed.js';
import { annotationRegressed } from './annotation-regressed.js';
import { annotationRelaxed } from './annotation-relaxed.js';
import { annotationChanged } from './annotation-changed.js';
import { promptAdded } from './prompt-added.js';
import { promptRemoved } from './prompt-removed.js';
import { promptRenamed } from './prompt-renamed.js';
import { promptDescriptionChanged } from './prompt-description-changed.js';
import { promptArgumentAddedRequired } from './prompt-argument-added-required.js';
import { promptArgumentAddedOptional } from './prompt-argument-added-optional.js';
import { promptArgumentRemoved } from './prompt-argument-removed.js';
import { promptArgumentRenamed } from './prompt-argument-renamed.js';
import { promptArgumentBecameRequired } from './prompt-argument-became-required.js';
import { promptArgumentBecameOptional } from './prompt-argument-became-optional.js';
import { promptArgumentDescriptionChanged } from './prompt-argument-description-changed.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRule = Rule<any>;

export const RULES: readonly AnyRule[] = [
  toolRemoved,
  toolRenamed,
  toolAdded,
  toolDescriptionChanged,
  titleChanged,
  executionChanged,
  schemaRepresentationChanged,
  paramRenamed,
  paramAddedRequired,
  paramAddedOptional,
  paramRemoved,
  paramBecameRequired,
  paramBecameOptional,
  typeNarrowed,
  typeChanged,
  typeWidened,
  enumNarrowed,
  enumWidened,
  constChanged,
  defaultChanged,
  constraintTightened,
  constraintLoosened,
  additionalPropertiesClosed,
  additionalPropertiesOpened,
  compositionNarrowed,
  compositionWidened,
  paramDescriptionChanged,
  schemaDescriptionChanged,
  outputSchemaRemoved,
  outputSchemaAdded,
  outputFieldRemoved,
  outputFieldRenamed,
  outputFieldBecameOptional,
  outputTypeWidened,
  outputTypeChanged,
  outputEnumWidened,
  outputWidened,
  outputFieldAdded,
  outputNarrowed,
  outputDescriptionChanged,
  outputRepresentationChanged,
  outputDefaultChanged,
  annotationRegressed,
  annotationRelaxed,
  annotationChanged,
  promptAdded,
  promptRemoved,
  promptRenamed,
  promptDescriptionChanged,
  promptArgumentAddedRequired,
  promptArgumentAddedOptional,
  promptArgumentRemoved,
  promptArgumentRenamed,
  promptArgumentBecameRequired,
  promptArgumentBecameOptional,
  promptArgumentDescriptionChanged,
];

export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);
export const RULES_BY_ID: ReadonlyMap<string, AnyRule> = new Map(RULES.map((r) => [r.id, r]));

export {
  toolRemoved,
  toolRenamed,
  toolAdded,
  toolDescriptionChanged,
  titleChanged,
  executionChanged,
  schemaRepresentationChanged,
  paramRenamed,
  paramAddedRequired,
  paramAddedOptional,
  paramRemoved,
  paramBecameRequired,
  paramBecameOptional,
  typeNarrowed,
  typeChanged,
  typeWidened,
  enumNarrowed,
  enumWidened,
  constChanged,
  defaultChanged,
  constraintTightened,
  constraintLoosened,
  additionalPropertiesClosed,
  additionalPropertiesOpened,
  compositionNarrowed,
  compositionWidened,
  paramDescriptionChanged,
  schemaDescriptionChanged,
  outputSchemaRemoved,
  outputSchemaAdded,
  outputFieldRemoved,
  outputFieldRenamed,
  outputFieldBecameOptional,
  outputTypeWidened,
  outputTypeChanged,
  outputEnumWidened,
  outputWidened,
  outputFieldAdded,
  outputNarrowed,
  outputDescriptionChanged,
  outputRepresentationChanged,
  outputDefaultChanged,
  annotationRegressed,
  annotationRelaxed,
  annotationChanged,
  promptAdded,
  promptRemoved,
  promptRenamed,
  promptDescriptionChanged,
  promptArgumentAddedRequired,
  promptArgumentAddedOptional,
  promptArgumentRemoved,
  promptArgumentRenamed,
  promptArgumentBecameRequired,
  promptArgumentBecameOptional,
  promptArgumentDescriptionChanged,
};
