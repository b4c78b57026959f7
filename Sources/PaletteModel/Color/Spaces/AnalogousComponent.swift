/// The kinds of component CSS Color 4 calls analogous across spaces (§interpolation-missing), which carry a `none`
/// forward when a color is converted for interpolation.
enum AnalogousComponent: Sendable {
    case red, green, blue, lightness, colorfulness, hue, opponentA, opponentB

    /// The kind of each component of `space`, `nil` for a component with no analogue (HWB's whiteness and blackness).
    static func kinds(of space: ColorSpace) -> (AnalogousComponent?, AnalogousComponent?, AnalogousComponent?) {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            (.red, .green, .blue)
        case .hsl: (.hue, .colorfulness, .lightness)
        case .hwb: (.hue, nil, nil)
        case .lab, .oklab: (.lightness, .opponentA, .opponentB)
        case .lch, .oklch: (.lightness, .colorfulness, .hue)
        }
    }

    /// The index in `destination` of the component analogous to component `index` of `source`, if any.
    static func index(analogousTo index: Int, of source: ColorSpace, in destination: ColorSpace) -> Int? {
        if source == destination { return index }
        let sourceKinds = kinds(of: source)
        let kind: AnalogousComponent?
        switch index {
        case 0: kind = sourceKinds.0
        case 1: kind = sourceKinds.1
        default: kind = sourceKinds.2
        }
        guard let kind else { return nil }
        let destinationKinds = kinds(of: destination)
        if destinationKinds.0 == kind { return 0 }
        if destinationKinds.1 == kind { return 1 }
        if destinationKinds.2 == kind { return 2 }
        return nil
    }
}
