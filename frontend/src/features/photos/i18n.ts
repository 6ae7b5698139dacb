import type { FeatureTranslations, Translations } from '../../lib/i18n-types';

// Strings of the photos (namespace `photos`): the details dialog's 'Before & After Photos' card
// and the client's latest photos. English follows the spec's wording exactly (part 2, §2, §4, §8).

const en = {
  title: 'Before & After Photos',
  empty: 'No photos uploaded yet',
  loadFailed: 'Could not load the photos',
  retry: 'Try again',
  groups: {
    before: 'Before',
    after: 'After',
  },
  groupEmpty: {
    before: 'No before photos yet',
    after: 'No after photos yet',
  },
  add: {
    before: 'Add Before',
    after: 'Add After',
  },
  alt: {
    before: 'Before photo',
    after: 'After photo',
  },
  uploadedAt: 'Uploaded {{date}}',
  takenAt: 'Taken {{date}}',
  deleteConfirm: 'Are you sure you want to delete this photo?',
  delete: 'Delete',
  cancel: 'Cancel',
  deletePhoto: 'Delete {{name}}',
  description: {
    label: 'Description of the next photos (optional)',
    placeholder: 'e.g. Headstone cleaned, fresh flowers',
  },
  uploads: {
    label: 'Uploads in progress',
    waiting: 'Waiting…',
    processing: 'Processing…',
  },
  fileProblems: {
    notImage: '{{name}} is not an image. Please choose a photo.',
    tooLarge: '{{name}} is larger than {{max}} MB.',
  },
  toasts: {
    success: 'Success',
    uploaded: 'Photo uploaded successfully',
    error: 'Error',
    uploadFailed: 'Failed to upload photo',
    deleted: 'Photo deleted',
    deletedDescription: 'Photo has been successfully deleted.',
    deleteFailed: 'Error deleting photo',
    deleteFailedDescription: 'Failed to delete photo. Please try again.',
  },
  recent: {
    title: 'Latest photos of your graves',
    empty: 'No photos yet: they appear here after each visit',
    loadFailed: 'Could not load the latest photos',
    unknownGrave: 'Grave',
    photoOf: 'After photo of {{name}}',
  },
};

const sr: Translations<typeof en> = {
  title: 'Fotografije pre i posle',
  empty: 'Još nema otpremljenih fotografija',
  loadFailed: 'Nije moguće učitati fotografije',
  retry: 'Pokušaj ponovo',
  groups: {
    before: 'Pre',
    after: 'Posle',
  },
  groupEmpty: {
    before: 'Još nema fotografija pre',
    after: 'Još nema fotografija posle',
  },
  add: {
    before: 'Dodaj fotografiju pre',
    after: 'Dodaj fotografiju posle',
  },
  alt: {
    before: 'Fotografija pre',
    after: 'Fotografija posle',
  },
  uploadedAt: 'Otpremljeno {{date}}',
  takenAt: 'Snimljeno {{date}}',
  deleteConfirm: 'Da li ste sigurni da želite da obrišete ovu fotografiju?',
  delete: 'Obriši',
  cancel: 'Otkaži',
  deletePhoto: 'Obriši: {{name}}',
  description: {
    label: 'Opis sledećih fotografija (nije obavezno)',
    placeholder: 'npr. Spomenik očišćen, sveže cveće',
  },
  uploads: {
    label: 'Otpremanje u toku',
    waiting: 'Čeka…',
    processing: 'Obrada…',
  },
  fileProblems: {
    notImage: '{{name}} nije slika. Izaberite fotografiju.',
    tooLarge: 'Datoteka {{name}} je veća od {{max}} MB.',
  },
  toasts: {
    success: 'Uspeh',
    uploaded: 'Fotografija je uspešno otpremljena',
    error: 'Greška',
    uploadFailed: 'Otpremanje fotografije nije uspelo',
    deleted: 'Fotografija obrisana',
    deletedDescription: 'Fotografija je uspešno obrisana.',
    deleteFailed: 'Greška pri brisanju fotografije',
    deleteFailedDescription: 'Brisanje fotografije nije uspelo. Pokušajte ponovo.',
  },
  recent: {
    title: 'Najnovije fotografije vaših grobova',
    empty: 'Još nema fotografija: pojavljuju se ovde posle svake posete',
    loadFailed: 'Nije moguće učitati najnovije fotografije',
    unknownGrave: 'Grob',
    photoOf: 'Fotografija posle: {{name}}',
  },
};

const de: Translations<typeof en> = {
  title: 'Vorher- und Nachher-Fotos',
  empty: 'Noch keine Fotos hochgeladen',
  loadFailed: 'Die Fotos konnten nicht geladen werden',
  retry: 'Erneut versuchen',
  groups: {
    before: 'Vorher',
    after: 'Nachher',
  },
  groupEmpty: {
    before: 'Noch keine Vorher-Fotos',
    after: 'Noch keine Nachher-Fotos',
  },
  add: {
    before: 'Vorher-Foto hinzufügen',
    after: 'Nachher-Foto hinzufügen',
  },
  alt: {
    before: 'Vorher-Foto',
    after: 'Nachher-Foto',
  },
  uploadedAt: 'Hochgeladen am {{date}}',
  takenAt: 'Aufgenommen am {{date}}',
  deleteConfirm: 'Möchten Sie dieses Foto wirklich löschen?',
  delete: 'Löschen',
  cancel: 'Abbrechen',
  deletePhoto: '{{name}} löschen',
  description: {
    label: 'Beschreibung der nächsten Fotos (optional)',
    placeholder: 'z. B. Grabstein gereinigt, frische Blumen',
  },
  uploads: {
    label: 'Laufende Uploads',
    waiting: 'Wartet…',
    processing: 'Wird verarbeitet…',
  },
  fileProblems: {
    notImage: '{{name}} ist kein Bild. Bitte wählen Sie ein Foto.',
    tooLarge: '{{name}} ist größer als {{max}} MB.',
  },
  toasts: {
    success: 'Erfolg',
    uploaded: 'Foto erfolgreich hochgeladen',
    error: 'Fehler',
    uploadFailed: 'Foto konnte nicht hochgeladen werden',
    deleted: 'Foto gelöscht',
    deletedDescription: 'Das Foto wurde erfolgreich gelöscht.',
    deleteFailed: 'Fehler beim Löschen des Fotos',
    deleteFailedDescription:
      'Das Foto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
  },
  recent: {
    title: 'Neueste Fotos Ihrer Gräber',
    empty: 'Noch keine Fotos: Sie erscheinen hier nach jedem Besuch',
    loadFailed: 'Die neuesten Fotos konnten nicht geladen werden',
    unknownGrave: 'Grab',
    photoOf: 'Nachher-Foto von {{name}}',
  },
};

export const photosI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
