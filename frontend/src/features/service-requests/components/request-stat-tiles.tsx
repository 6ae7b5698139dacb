import type { RequestStatus } from '@memorial-care/contracts/domain';
import { Alert, Card, Col, Grid, Row, Statistic, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestTiles } from '../hooks/use-service-request-list';
import { isTileActive, type StatTile } from '../utils/stat-tiles';

interface RequestStatTilesProps {
  readonly tiles: RequestTiles;
  /** The status filter now applied: its tile is shown pressed. */
  readonly selected: readonly RequestStatus[];
  readonly onSelect: (tile: StatTile) => void;
}

const placeholders = ['total', 'pending', 'scheduled', 'in_progress', 'completed', 'cancelled'];

/** The counters above the list; a click lists that status only (Total: every status). */
export function RequestStatTiles({ tiles, selected, onSelect }: RequestStatTilesProps) {
  const { t } = useTranslation('serviceRequests');
  const { md } = Grid.useBreakpoint();
  const { token } = theme.useToken();

  if (tiles.isError) return <Alert type="warning" showIcon title={t('list.stats.failed')} />;

  const titleOf = (tile: { key: string }) =>
    tile.key === 'total' ? t('list.stats.total') : t(`status.${tile.key as RequestStatus}`);
  const onKey = (tile: StatTile) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(tile);
  };

  return (
    <Row gutter={[16, 16]} role="group" aria-label={t('list.stats.label')}>
      {tiles.tiles === undefined
        ? placeholders.map((key) => (
            <Col key={key} xs={12} md={8} xl={4}>
              <Card loading size={md ? 'medium' : 'small'} />
            </Col>
          ))
        : tiles.tiles.map((tile, _index, all) => {
            const active = isTileActive(tile, selected);
            return (
              <Col key={tile.key} xs={12} md={8} xl={24 / all.length}>
                <Card
                  hoverable
                  role="button"
                  tabIndex={0}
                  aria-pressed={active}
                  onClick={() => onSelect(tile)}
                  onKeyDown={onKey(tile)}
                  size={md ? 'medium' : 'small'}
                  style={{
                    height: '100%',
                    cursor: 'pointer',
                    borderColor: active ? token.colorPrimary : undefined,
                  }}
                >
                  <Statistic title={titleOf(tile)} value={tile.value} />
                </Card>
              </Col>
            );
          })}
    </Row>
  );
}
