-- Proof of presence (issue 18): where the photo was taken, by the camera's GPS and by the
-- uploading device's fix, and the kept original's storage key (its hash can be checked again).
-- Photos recorded before have none of them. Served to the admin only.
ALTER TABLE photos
  ADD COLUMN original_key text,
  ADD COLUMN camera_latitude double precision,
  ADD COLUMN camera_longitude double precision,
  ADD COLUMN device_latitude double precision,
  ADD COLUMN device_longitude double precision,
  ADD COLUMN device_accuracy_meters double precision;
