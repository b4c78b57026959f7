// Signature stub of the Core Graphics API that palettec's generated Swift uses, for typechecking on Linux only.
// Signatures follow Apple's documentation; bodies do nothing. `CGFloat` comes from Foundation on Linux.
// `CGColor` is deliberately not `Sendable`, so the stub is never more permissive than the SDK.

@_exported import Foundation

/// A color Core Animation layers draw with; it never resolves light or dark by itself.
public final class CGColor {
    /// Creates a gray color.
    public init(gray: CGFloat, alpha: CGFloat) {}
}

/// How drawing combines new paint with what a context already holds (only the modes the generated Swift uses;
/// an `Int32` enum in the SDK).
public enum CGBlendMode: Int32, Sendable {
    /// Paint over what is there.
    case normal = 0
    /// Paint only where the context already has paint, keeping its alpha.
    case sourceAtop = 19
}
