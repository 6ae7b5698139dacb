import type { CurrentUser, Photo, RecentPhoto } from '@memorial-care/contracts/http';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToText } from '../../../lib/testing/render-to-text';
import { currentUserQueryKey } from '../../../lib/api/get-current-user';
import { getPhotosQueryOptions } from '../api/get-photos';
import { getRecentPhotosQueryOptions } from '../api/get-recent-photos';
import { photosI18n } from '../i18n';
import type { PhotoRequest, PhotoViewer } from '../utils/photo-controls';
import { PhotosCard } from './photos-card';
import { RecentPhotosCard } from './recent-photos-card';

// A static render (no DOM needed): the grids, the empty states and who gets which controls.

const requestId = '4f2a9c1b-0d3e-4f56-8a9b-0c1d2e3f4a5b';
const caretakerId = '11111111-1111-4111-8111-111111111111';
const request: PhotoRequest & { id: string } = {
  id: requestId,
  status: 'in_progress',
  caretakerId,
};

const photo = (id: string, type: Photo['type'], description: string | null = null): Photo => ({
  id,
  serviceRequestId: requestId,
  visitId: null,
  type,
  url: `/api/photos/${id}/image`,
  thumbnailUrl: `/api/photos/${id}/thumbnail`,
  description,
  uploadedAt: '2030-05-01T09:00:00.000Z',
  takenAt: null,
  uploadedBy: { userId: 'k', name: 'Dragan Nikolić' },
  width: 1600,
  height: 1200,
  originalBytes: 812_000,
  originalSha256: 'a'.repeat(64),
});

const caretakerUser: CurrentUser = {
  id: 'k',
  email: 'dragan@example.com',
  firstName: 'Dragan',
  lastName: 'Nikolić',
  profileImageUrl: null,
  role: 'caretaker',
  clientId: null,
  caretakerId,
};

const render = (node: ReactNode, setUp: (queryClient: QueryClient) => void) =>
  renderToText(node, { translations: { photos: photosI18n.en }, setUp });

const renderCard = (viewer: PhotoViewer, photos: Photo[], shown: typeof request = request) =>
  render(<PhotosCard request={shown} viewer={viewer} />, (queryClient) => {
    queryClient.setQueryData(getPhotosQueryOptions(shown.id).queryKey, photos);
    queryClient.setQueryData(currentUserQueryKey, caretakerUser);
  });

const photos = [
  photo('b1', 'before', 'Weeds around the slab'),
  photo('a1', 'after'),
  photo('a2', 'after'),
];

describe('PhotosCard', () => {
  it('shows the Before and After grids with thumbnails, alt texts and previews', async () => {
    const { html, text } = await renderCard('client', photos);
    // The description shows beneath its photo and is its alt text.
    expect(text).toContain('Before & After Photos Before Weeds around the slab After');
    expect(html).toContain('src="/api/photos/b1/thumbnail"');
    expect(html).toContain('alt="Weeds around the slab"');
    expect(html.match(/alt="After photo"/g)).toHaveLength(2);
    expect(html).not.toContain('No photos uploaded yet');
  });

  it('gives a client no upload or delete controls', async () => {
    const { html, text } = await renderCard('client', photos);
    expect(text).not.toContain('Add Before');
    expect(text).not.toContain('Add After');
    expect(html).not.toContain('aria-label="Delete');
    expect(html).not.toContain('type="file"');
    expect(text).not.toContain('Description of the next photos');
  });

  it('gives the assigned caretaker the add buttons and a delete button per photo', async () => {
    const { html, text } = await renderCard('caretaker', photos);
    expect(text).toContain('Before Take Before Photo Add Before');
    expect(text).toContain('After Take After Photo Add After');
    expect(html.match(/aria-label="Delete [^"]+"/g)).toEqual([
      'aria-label="Delete Weeds around the slab"',
      'aria-label="Delete After photo"',
      'aria-label="Delete After photo"',
    ]);
    // Per grid: the camera (one photo, the rear camera on a phone), then files (several).
    const [camera, files] = html.match(/<input[^>]*type="file"[^>]*>/g) ?? [];
    expect(camera).toContain('accept="image/*"');
    expect(camera).toContain('capture="environment"');
    expect(files).toContain('accept="image/*"');
    expect(files).toContain('multiple');
  });

  it('offers staff an optional description for the photos they add next', async () => {
    const { html, text } = await renderCard('caretaker', photos);
    expect(text).toContain(
      'Description of the next photos (optional) Before Take Before Photo Add Before',
    );
    const label = /<label for="([^"]+)">Description of the next photos \(optional\)<\/label>/.exec(
      html,
    );
    expect(label).not.toBeNull();
    const input = new RegExp(`<input[^>]*id="${label?.[1]}"[^>]*>`).exec(html)?.[0];
    expect(input).toContain('maxLength="500"');
    expect(input).toContain('placeholder="e.g. Headstone cleaned, fresh flowers"');
  });

  it('gives a caretaker no controls on someone else’s task', async () => {
    const { text } = await renderCard('caretaker', photos, {
      ...request,
      caretakerId: '22222222-2222-4222-8222-222222222222',
    });
    expect(text).not.toContain('Add Before');
  });

  it('says when one grid is empty', async () => {
    const { text } = await renderCard('admin', [photo('a1', 'after')]);
    expect(text).toContain(
      'Before Take Before Photo Add Before No before photos yet After Take After Photo Add After',
    );
  });

  it('shows the admin where each photo was taken, with its proof details; nobody else', async () => {
    const cemetery = {
      id: 'c1',
      name: 'Novo groblje',
      position: { latitude: 44.8101, longitude: 20.4889 },
    };
    const judged = (id: string, presence: Partial<NonNullable<Photo['presence']>>): Photo => ({
      ...photo(id, 'after'),
      presence: {
        verdict: 'unknown',
        distanceMeters: null,
        source: null,
        cameraPosition: null,
        devicePosition: null,
        cemetery,
        ...presence,
      },
    });
    const adminPhotos = [
      judged('far', {
        verdict: 'far',
        distanceMeters: 70_312,
        source: 'camera',
        cameraPosition: { latitude: 45.2671, longitude: 19.8335 },
      }),
      judged('at', { verdict: 'at_cemetery', distanceMeters: 35, source: 'device' }),
      judged('unknown', {}),
    ];
    const { html, text } = await renderCard('admin', adminPhotos);
    expect(text).toContain('Far from the cemetery (70.3 km)');
    expect(text).toContain('At the cemetery');
    expect(text).toContain('Location unknown');
    expect(html.match(/aria-label="Proof: After photo"/g)).toHaveLength(3);

    // The same photos as a client gets them: no verdict, no proof, no position.
    const client = await renderCard('client', [photo('far', 'after'), photo('at', 'after')]);
    expect(client.text).not.toMatch(/cemetery|Location unknown|Proof/);
    expect(client.html).not.toContain('45.2671');
  });

  it('shows the empty text, with the add buttons for staff only', async () => {
    const staff = await renderCard('admin', []);
    expect(staff.text).toContain(
      'Before & After Photos No photos uploaded yet Description of the next photos (optional) Before Take Before Photo Add Before After Take After Photo Add After',
    );
    const client = await renderCard('client', []);
    expect(client.text.trim()).toBe('Before & After Photos No photos uploaded yet');
  });
});

describe('RecentPhotosCard', () => {
  const recent = (id: string, deceasedName: string | null): RecentPhoto => ({
    ...photo(id, 'after'),
    serviceType: 'memorial_candles',
    completedDate: '2030-05-01T11:00:00.000Z',
    deceasedName,
    cemeteryName: 'Novo groblje',
  });

  const renderRecent = (photos: RecentPhoto[]) =>
    render(<RecentPhotosCard />, (queryClient) =>
      queryClient.setQueryData(getRecentPhotosQueryOptions().queryKey, photos),
    );

  it('shows each photo with the deceased, the cemetery and the day', async () => {
    const { html, text } = await renderRecent([recent('r1', 'Radomir Jovanović')]);
    expect(text).toContain(
      'Latest photos of your graves Radomir Jovanović Novo groblje May 1, 2030',
    );
    expect(html).toContain('alt="After photo of Radomir Jovanović"');
    expect(html).toContain('src="/api/photos/r1/thumbnail"');
  });

  it('says when there are no photos yet', async () => {
    const { text } = await renderRecent([]);
    expect(text).toContain('No photos yet: they appear here after each visit');
  });
});
