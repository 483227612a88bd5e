import { act, screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { installFakeObserver } from '../testing/fake-observers';
import { MapFrame } from './map-frame';

const URL = 'https://www.google.com/maps/embed?pb=!1m18';

describe('MapFrame', () => {
  let intersection: ReturnType<typeof installFakeObserver<{ isIntersecting: boolean }>>;
  beforeEach(() => {
    intersection = installFakeObserver<{ isIntersecting: boolean }>('IntersectionObserver');
  });
  afterEach(() => intersection.restore());

  it('creates the frame only once its place nears the viewport, in a place as tall as the frame', () => {
    renderWithProviders(<MapFrame url={URL} title="Map: Green Acres" height={500} />);
    expect(screen.queryByTitle('Map: Green Acres')).not.toBeInTheDocument();
    const [observer] = intersection.observers;
    const place = observer?.targets[0];
    expect(place).toHaveStyle({ height: '500px' });

    act(() => observer?.report([{ isIntersecting: true }]));
    const frame = screen.getByTitle('Map: Green Acres');
    expect(frame).toHaveAttribute('src', URL);
    expect(frame).toHaveAttribute('height', '500');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    expect(place).toContainElement(frame);
  });

  it('shows nothing for a URL outside the allowed embed origins', () => {
    renderWithProviders(
      <MapFrame url="https://evil.example/maps/embed" title="Map: Green Acres" />,
    );
    expect(screen.queryByTitle('Map: Green Acres')).not.toBeInTheDocument();
    expect(intersection.observers).toHaveLength(0);
  });
});
