/// The names a build's collision check gave a palette's colors and images under each naming rule its outputs have
/// (`NameCollisions.report`), so an emitter given them does not name the keys again.
///
/// Names are in palette order; `nil` is a color or image left out after a collision was reported.
public struct CheckedNames: Sendable {
    /// The colors' names, by rule.
    public var colors: [NameRule.Kind: [String?]]
    /// The images' names, by rule.
    public var images: [NameRule.Kind: [String?]]

    /// Names worked out already; none by default, so each emitter names the keys itself.
    public init(colors: [NameRule.Kind: [String?]] = [:], images: [NameRule.Kind: [String?]] = [:]) {
        self.colors = colors
        self.images = images
    }
}
