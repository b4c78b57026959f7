// Swift overlay of the CoreGraphics stub module. The importer maps the C typedef CGFloat to
// CoreGraphics.CGFloat; here it is an alias of Double (Apple's is a struct wrapping Double on 64-bit).
@_exported import CoreGraphics  // Clang module

/// The floating-point type of Core Graphics geometry, which the importer maps C's `CGFloat` to (here `Double`).
public typealias CGFloat = Double

extension CGPoint {
    /// The point at the origin, as Apple's CoreGraphics overlay declares it (the C global `CGPointZero` is not
    /// imported into Swift).
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
}
