import { Card, Col, Row, Skeleton } from 'antd';

const placeholderCards = [1, 2, 3, 4, 5, 6];

/** Mirrors the card grid, so the page does not jump when the list arrives. */
export function CemeteryListSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton.Input active size="small" style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {placeholderCards.map((key) => (
          <Col key={key} xs={24} md={12} xl={8}>
            <Card>
              <Skeleton active title paragraph={{ rows: 4 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
