/** The back of a card: the dealer's cards lie face down like this until the round settles. */
export function CardBack({ className = "" }: { className?: string }) {
  return (
    <span className={`block ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 100 140" className="block h-auto w-full">
        <rect
          x="1"
          y="1"
          width="98"
          height="138"
          rx="9"
          fill="#7f1d1d"
          stroke="#fef3c7"
          strokeWidth="3"
        />
        <rect
          x="9"
          y="9"
          width="82"
          height="122"
          rx="5"
          fill="none"
          stroke="#fca5a5"
          strokeWidth="2"
        />
        <path d="M50 24 76 70 50 116 24 70Z" fill="none" stroke="#fde68a" strokeWidth="3" />
        <circle cx="50" cy="70" r="8" fill="#fde68a" />
      </svg>
    </span>
  );
}
