/// How sure a reader is that a path holds its format.
///
/// The surest reader wins; between equally sure readers, the one first in `PaletteReaders.all`.
public enum DetectionConfidence: Int, Comparable, Sendable {
    /// Taken only when no other reader is surer: any other `.txt` (SwiftGen), a `.json` or `.plist` that does not
    /// parse (the native reader reports where it breaks).
    case fallback
    /// The contents have the format's shape (tokens with `$value`, a root `colors` object, a `<resources>` root).
    case shape
    /// The contents or a folder's files carry a mark of the format (a resolver's `resolutionOrder`, Tokens Studio's
    /// `$themes`), surer than a shape other formats share.
    case mark
    /// The name says it (`*.tokens.json`, a `*.xcassets` folder, a folder holding `values/colors.xml`).
    case name

    /// Whether `left` is less sure than `right`.
    public static func < (left: Self, right: Self) -> Bool {
        left.rawValue < right.rawValue
    }
}
