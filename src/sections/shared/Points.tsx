/**
 * A card's repeated `Point` values as a ticked list; nothing when there are none. (`role="list"`: Safari drops list
 * semantics with `list-style: none`.)
 */
export function Points({ points }: { points: readonly string[] }) {
  return points.length > 0 ? (
    <ul className="points" role="list">
      {points.map((point, index) => (
        <li key={index}>{point}</li>
      ))}
    </ul>
  ) : null
}
