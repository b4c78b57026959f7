// Runnable simulation of the Core Graphics API that palettec's generated UIKit code uses, for running that code on
// Linux (see README.md in this folder). The declarations are those of `Tests/Stubs/CoreGraphics.swift`, with bodies
// that keep what they are given; members marked "Simulation only" are not Apple API.

@_exported import Foundation

/// A color Core Animation layers draw with; it never resolves light or dark by itself.
///
/// As in the signature stub, deliberately not `Sendable`.
public final class CGColor {
    /// The color's components: gray and alpha for a gray color, red, green, blue and alpha otherwise.
    public let components: [CGFloat]?

    /// Simulation only: the name of the color's color space, `"gray"`, `"sRGB"` or `"displayP3"` (Core Graphics
    /// names it through a `CGColorSpace`, which is not simulated).
    public let simulatedColorSpaceName: String

    /// Creates a gray color.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        simulatedColorSpaceName = "gray"
    }

    /// Creates a color from sRGB components.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        simulatedColorSpaceName = "sRGB"
    }

    /// Simulation only: creates a color from Display P3 components (Core Graphics does this with
    /// `CGColor(colorSpace:components:)` and a Display P3 `CGColorSpace`, which are not simulated).
    public init(simulatedDisplayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        simulatedColorSpaceName = "displayP3"
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int {
        components?.count ?? 0
    }
}
