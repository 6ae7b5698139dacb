interface BrandMarkProps {
  readonly size?: number;
}

/** The Memorial Care mark: a headstone with a cross, drawn inline (no image request). */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f4a3d" />
      <path
        d="M16 7c-3.9 0-7 3.1-7 7v11h14V14c0-3.9-3.1-7-7-7z"
        fill="none"
        stroke="#f3efe4"
        strokeWidth="2"
      />
      <path d="M16 12v8M12.5 15h7" stroke="#c9a45c" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
