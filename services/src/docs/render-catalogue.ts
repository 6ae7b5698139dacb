import type { EventDefinition } from '@memorial-care/contracts/events';
import { eventFields, type EventField } from './schema-fields';

/** A read model or a reactor: what it is called and which event types it is given. */
export interface EventConsumer {
  readonly name: string;
  readonly eventTypes: readonly string[];
}

export interface CatalogueSources {
  readonly events: readonly EventDefinition[];
  readonly readModels: readonly EventConsumer[];
  readonly reactors: readonly EventConsumer[];
}

/** The command that writes the catalogue; the staleness test names it too. */
export const catalogueCommand = 'npm run docs:events';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A table cell: a pipe would end the cell even inside backticks. */
const cell = (text: string) => text.replaceAll('|', '\\|');

const namesHandling = (consumers: readonly EventConsumer[], type: string) =>
  consumers
    .filter((c) => c.eventTypes.includes(type))
    .map((c) => c.name)
    .sort(byText);

const listOrNone = (names: readonly string[]) =>
  names.length > 0 ? names.map((n) => `\`${n}\``).join(', ') : 'none';

const presence = (field: EventField) =>
  `${field.required ? 'required' : 'optional'}${field.nullable ? ', may be null' : ''}`;

const fieldTable = (fields: readonly EventField[]) =>
  fields.length === 0
    ? ['No fields.']
    : [
        '| Field | Type | Presence | Bounds |',
        '| --- | --- | --- | --- |',
        ...fields.map(
          (f) =>
            `| \`${f.path}\` | ${cell(f.type)} | ${presence(f)} | ${cell(f.bounds.join('; ')) || '—'} |`,
        ),
      ];

const consumersLine = (type: string, sources: CatalogueSources) =>
  `Read models: ${listOrNone(namesHandling(sources.readModels, type))}. ` +
  `Reactors: ${listOrNone(namesHandling(sources.reactors, type))}.`;

/** Versions below the current one, oldest first. */
const olderVersions = (definition: EventDefinition) =>
  Array.from({ length: definition.version - 1 }, (_, i) => i + 1);

const versionLines = (definition: EventDefinition) => {
  if (definition.version === 1) return [`Version 1.`];
  return [
    `Version ${definition.version}. Older stored versions are upcast when they are read:`,
    '',
    ...olderVersions(definition).map(
      (from) => `- v${from} → v${from + 1}: ${definition.changes[from] ?? 'not described.'}`,
    ),
  ];
};

/** Older versions that lack an upcaster or the line that tells an auditor what it changes. */
export const undescribedVersions = (events: readonly EventDefinition[]): string[] =>
  events.flatMap((definition) =>
    olderVersions(definition)
      .filter((from) => !definition.upcasters[from] || !definition.changes[from])
      .map((from) => `${definition.type} v${from}`),
  );

const eventSection = (definition: EventDefinition, sources: CatalogueSources) => [
  `### ${definition.type}`,
  '',
  definition.description,
  '',
  ...versionLines(definition),
  '',
  consumersLine(definition.type, sources),
  '',
  ...fieldTable(eventFields(definition.schema)),
];

const anchorOf = (type: string) => `#${type.toLowerCase()}`;

const indexTable = (
  features: readonly [string, EventDefinition[]][],
  sources: CatalogueSources,
) => [
  '| Event | Feature | Version | Read models | Reactors |',
  '| --- | --- | --- | --- | --- |',
  ...features.flatMap(([feature, definitions]) =>
    definitions.map(
      (d) =>
        `| [${d.type}](${anchorOf(d.type)}) | ${feature} | ${d.version} | ${listOrNone(namesHandling(sources.readModels, d.type))} | ${listOrNone(namesHandling(sources.reactors, d.type))} |`,
    ),
  ),
];

/** Types a read model or reactor subscribes to that no event definition declares. */
export const undeclaredEventTypes = (sources: CatalogueSources): string[] => {
  const declared = new Set(sources.events.map((e) => e.type));
  const handled = [...sources.readModels, ...sources.reactors].flatMap((c) => c.eventTypes);
  return [...new Set(handled)].filter((type) => !declared.has(type)).sort(byText);
};

/**
 * The event catalogue as Markdown (not yet formatted): features in alphabetical order, the events
 * of a feature in the registry's order (the order of their lifecycle), consumers sorted by name.
 * Nothing in it depends on when or where it was generated.
 */
export const renderEventCatalogue = (sources: CatalogueSources): string => {
  const grouped = new Map<string, EventDefinition[]>();
  for (const definition of sources.events)
    grouped.set(definition.feature, [...(grouped.get(definition.feature) ?? []), definition]);
  const features = [...grouped.entries()].sort(([a], [b]) => byText(a, b));
  return [
    '# Event catalogue',
    '',
    `<!-- Generated from the contracts by \`${catalogueCommand}\`; edit the sources, not this file. -->`,
    '',
    'Every event the log may hold, for auditors and developers. It is generated from',
    '`eventDefinitions` in [contracts/src/events/registry.ts](../contracts/src/events/registry.ts)',
    '(each event’s zod schema, version and upcasters), the read models’ `eventTypes`',
    '([projections/src/index.ts](../projections/src/index.ts)) and the reactors’ `eventTypes`',
    '([services/src/reactors/all-reactors.ts](../services/src/reactors/all-reactors.ts)).',
    `A unit test fails when this file is stale; \`${catalogueCommand}\` rewrites it.`,
    '',
    'Every event also carries metadata: `userId`, `role`, `correlationId`, `causationId`,',
    '`occurredAt` and its schema version (absent means version 1). The bounds below are what the',
    'stored event guarantees; the inputs that become events are bounded more tightly before that',
    '([contracts/src/domain/input-bounds.ts](../contracts/src/domain/input-bounds.ts)).',
    '',
    '## Index',
    '',
    ...indexTable(features, sources),
    '',
    ...features.flatMap(([feature, definitions]) => [
      `## ${feature}`,
      '',
      ...definitions.flatMap((d) => [...eventSection(d, sources), '']),
    ]),
  ].join('\n');
};
