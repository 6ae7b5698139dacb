import { describe, expect, it } from 'vitest';
import {
  chooseColumn,
  columnFitsOf,
  layOutColumns,
  noColumnChoices,
  parseColumnChoices,
  requestColumnKeys,
  type ColumnChoices,
} from './column-layout';

const keysOf = (viewer: Parameters<typeof columnFitsOf>[0]) =>
  columnFitsOf(viewer).map((fit) => fit.key);

// The room the list has beside the 256 px sidebar and the page's 24 px margins.
const roomAt = (viewport: number) => viewport - 256 - 48;

describe('the columns of each viewer', () => {
  it('shows admins every column, the number first and the actions last', () => {
    expect(keysOf('admin')).toEqual([...requestColumnKeys]);
    expect(requestColumnKeys[0]).toBe('number');
    expect(requestColumnKeys.at(-1)).toBe('actions');
  });

  it('hides the caretaker from clients, the client and the amount from caretakers', () => {
    expect(keysOf('client')).not.toContain('caretaker');
    expect(keysOf('caretaker')).not.toContain('client');
    expect(keysOf('caretaker')).not.toContain('amount');
  });

  it('sizes the Actions column for the viewer’s buttons', () => {
    const actions = (viewer: Parameters<typeof columnFitsOf>[0]) =>
      columnFitsOf(viewer).find((fit) => fit.key === 'actions')?.width;
    expect(actions('admin')).toBe(3 * 32 + 2 * 4 + 16);
    expect(actions('caretaker')).toBeGreaterThanOrEqual(32 + 16);
  });
});

describe('laying out the columns in the room there is', () => {
  it('shows every column of every viewer at 1440 px beside the sidebar', () => {
    for (const viewer of ['admin', 'client', 'caretaker'] as const) {
      const layout = layOutColumns(columnFitsOf(viewer), noColumnChoices, roomAt(1440) - 17);
      expect(layout.visible).toEqual(keysOf(viewer));
      expect(layout.droppedForRoom).toEqual([]);
      expect(layout.minWidth).toBeLessThanOrEqual(roomAt(1440) - 17);
    }
  });

  it('drops the least needed columns first when the room is short', () => {
    const layout = layOutColumns(columnFitsOf('admin'), noColumnChoices, roomAt(1280));
    expect(layout.droppedForRoom).toEqual(['priority']);
    expect(layout.minWidth).toBeLessThanOrEqual(roomAt(1280));
    const narrow = layOutColumns(columnFitsOf('admin'), noColumnChoices, 620);
    expect(narrow.droppedForRoom).toEqual(['client', 'grave', 'priority', 'amount']);
    expect(narrow.minWidth).toBeLessThanOrEqual(620);
  });

  it('never drops the request number or the actions, even without room', () => {
    const layout = layOutColumns(columnFitsOf('admin'), noColumnChoices, 100);
    expect(layout.visible).toEqual(['number', 'actions']);
  });

  it('drops nothing before the room is measured', () => {
    const layout = layOutColumns(columnFitsOf('admin'), noColumnChoices, undefined);
    expect(layout.visible).toEqual(keysOf('admin'));
  });

  it('leaves out unticked columns, which are not "dropped for room"', () => {
    const choices: ColumnChoices = { shown: [], hidden: ['client', 'amount'] };
    const layout = layOutColumns(columnFitsOf('admin'), choices, roomAt(1440));
    expect(layout.visible).not.toContain('client');
    expect(layout.visible).not.toContain('amount');
    expect(layout.droppedForRoom).toEqual([]);
  });

  it('keeps a ticked column and drops another in its place', () => {
    const choices: ColumnChoices = { shown: ['priority'], hidden: [] };
    const layout = layOutColumns(columnFitsOf('admin'), choices, roomAt(1280));
    expect(layout.visible).toContain('priority');
    expect(layout.droppedForRoom).toEqual(['amount']);
  });

  it('lets the row outgrow the room only for columns the person ticked', () => {
    const shown = columnFitsOf('admin').map((fit) => fit.key);
    const layout = layOutColumns(columnFitsOf('admin'), { shown, hidden: [] }, 600);
    expect(layout.visible).toEqual(keysOf('admin'));
    expect(layout.minWidth).toBeGreaterThan(600);
  });
});

describe('the column chooser’s choices', () => {
  it('records ticking and unticking, the last choice winning', () => {
    const hidden = chooseColumn(noColumnChoices, 'grave', false);
    expect(hidden).toEqual({ shown: [], hidden: ['grave'] });
    expect(chooseColumn(hidden, 'grave', true)).toEqual({ shown: ['grave'], hidden: [] });
  });

  it('cannot untick the request number or the actions', () => {
    expect(chooseColumn(noColumnChoices, 'number', false)).toBe(noColumnChoices);
    expect(chooseColumn(noColumnChoices, 'actions', false)).toBe(noColumnChoices);
  });

  it('reads back what it stored', () => {
    const choices = chooseColumn(chooseColumn(noColumnChoices, 'grave', false), 'amount', true);
    expect(parseColumnChoices(JSON.stringify(choices))).toEqual(choices);
  });

  it('reads anything else as no choice, and drops unknown or fixed columns', () => {
    expect(parseColumnChoices(null)).toEqual(noColumnChoices);
    expect(parseColumnChoices('not json')).toEqual(noColumnChoices);
    expect(parseColumnChoices('null')).toEqual(noColumnChoices);
    expect(parseColumnChoices('{"hidden":"grave"}')).toEqual(noColumnChoices);
    expect(
      parseColumnChoices(JSON.stringify({ shown: ['grave', 'colour'], hidden: ['actions'] })),
    ).toEqual({ shown: ['grave'], hidden: [] });
    // A column in both lists counts as unticked.
    expect(parseColumnChoices(JSON.stringify({ shown: ['grave'], hidden: ['grave'] }))).toEqual({
      shown: [],
      hidden: ['grave'],
    });
  });
});
