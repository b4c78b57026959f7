/// Conversions between the fourteen color spaces, as CSS Color 4 converts (its sample code, with the research notes'
/// corrections: `rec2020` with BT.1886's pure 2.4 gamma, ProPhoto's matrix from its chromaticities).
///
/// Every space hangs off XYZ-D65 through a chain of steps (`hsl` → `srgb` → `srgb-linear` → `xyz-d65`, `lch` →
/// `lab` → `xyz-d50` → `xyz-d65`, ...); a conversion climbs from the source to the first space the destination's
/// chain shares, then down to the destination, so `hsl` → `srgb` never passes through XYZ and D50 spaces meet
/// without the Bradford adaptation there and back.
public enum ColorConversion {
    /// CSS Color 4 conversion: `none` read as 0, through XYZ (Bradford between D50 and D65), polar result hue
    /// `nil` (none) when powerless (lch C <= 0.0015, oklch C <= 0.000004, hsl s == 0, hwb w + b >= 100).
    ///
    /// Alpha is kept as it is (`none` stays `none`). A color converted to its own space only has `none` read as 0
    /// (and a powerless hue made `none`); its hue is not wrapped.
    public static func convert(_ color: AuthoredColor, to space: ColorSpace) -> AuthoredColor {
        let result = convert(ColorTriple(readingNoneAsZero: color), from: color.space, to: space)
        return authored(result, in: space, alpha: color.alpha)
    }

    /// `coordinates` as an `AuthoredColor` of `space`, its hue `none` when powerless there.
    static func authored(_ coordinates: ColorTriple, in space: ColorSpace, alpha: Double?) -> AuthoredColor {
        var components: [Double?] = [coordinates.c0, coordinates.c1, coordinates.c2]
        if let hueIndex = space.hueIndex, isHuePowerless(coordinates, in: space) {
            components[hueIndex] = nil
        }
        return AuthoredColor(space: space, components: components, alpha: alpha)
    }

    /// Whether the hue of `coordinates` in the polar `space` is powerless (CSS Color 4's epsilons).
    static func isHuePowerless(_ coordinates: ColorTriple, in space: ColorSpace) -> Bool {
        switch space {
        case .lch: coordinates.c1 <= 0.0015
        case .oklch: coordinates.c1 <= 0.000004
        case .hsl: coordinates.c1 == 0
        case .hwb: coordinates.c1 + coordinates.c2 >= 100
        default: false
        }
    }

    /// `coordinates` of `source` in `destination`, polar hues kept even where powerless.
    static func convert(_ coordinates: ColorTriple, from source: ColorSpace, to destination: ColorSpace) -> ColorTriple
    {
        if source == destination { return coordinates }
        if source == .displayP3, destination == .srgb {
            let linear = coordinates.map(TransferFunction.sRGB.decode)
            return RGBSpace.linearDisplayP3ToLinearSRGB.apply(linear).map(TransferFunction.sRGB.encode)
        }
        let destinationChain = destination.chainMask
        var space = source
        var value = coordinates
        while destinationChain & space.bit == 0, let parent = space.parent {
            value = toParent(value, from: space)
            space = parent
        }
        return fromAncestor(value, ancestor: space, to: destination)
    }

    /// `value` of `ancestor` (a space on the chain of `destination`) in `destination`.
    private static func fromAncestor(
        _ value: ColorTriple,
        ancestor: ColorSpace,
        to destination: ColorSpace
    )
        -> ColorTriple
    {
        guard destination != ancestor, let parent = destination.parent else { return value }
        return fromParent(fromAncestor(value, ancestor: ancestor, to: parent), to: destination)
    }

    /// One step from `space` to its parent.
    private static func toParent(_ value: ColorTriple, from space: ColorSpace) -> ColorTriple {
        switch space {
        case .hsl: return CylindricalForms.srgb(fromHSL: value)
        case .hwb: return CylindricalForms.srgb(fromHWB: value)
        case .lch, .oklch: return CylindricalForms.rectangular(fromPolar: value)
        case .lab: return LabForms.xyzD50(fromLab: value)
        case .oklab: return OKLabForms.xyzD65(fromOKLab: value)
        case .xyzD50: return WhitePoint.d50ToD65.apply(value)
        case .xyzD65: return value
        case .srgb: return value.map(TransferFunction.sRGB.decode)
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            guard let rgb = RGBSpace.of(space) else { return value }
            return rgb.toXYZ.apply(value.map(rgb.transfer.decode))
        }
    }

    /// One step from the parent of `space` to `space`.
    private static func fromParent(_ value: ColorTriple, to space: ColorSpace) -> ColorTriple {
        switch space {
        case .hsl: return CylindricalForms.hsl(fromSRGB: value)
        case .hwb: return CylindricalForms.hwb(fromSRGB: value)
        case .lch, .oklch: return CylindricalForms.polar(fromRectangular: value)
        case .lab: return LabForms.lab(fromXYZD50: value)
        case .oklab: return OKLabForms.okLab(fromXYZD65: value)
        case .xyzD50: return WhitePoint.d65ToD50.apply(value)
        case .xyzD65: return value
        case .srgb: return value.map(TransferFunction.sRGB.encode)
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            guard let rgb = RGBSpace.of(space) else { return value }
            return rgb.fromXYZ.apply(value).map(rgb.transfer.encode)
        }
    }
}

extension ColorSpace {
    /// The space one conversion step nearer XYZ-D65 (`nil` for XYZ-D65 itself).
    fileprivate var parent: ColorSpace? {
        switch self {
        case .hsl, .hwb: .srgb
        case .srgb: .srgbLinear
        case .lch: .lab
        case .oklch: .oklab
        case .lab, .prophotoRGB: .xyzD50
        case .srgbLinear, .displayP3, .a98RGB, .rec2020, .oklab, .xyzD50: .xyzD65
        case .xyzD65: nil
        }
    }

    /// One bit per space, for sets of spaces without an allocation.
    fileprivate var bit: UInt16 {
        switch self {
        case .srgb: 1 << 0
        case .srgbLinear: 1 << 1
        case .hsl: 1 << 2
        case .hwb: 1 << 3
        case .lab: 1 << 4
        case .lch: 1 << 5
        case .oklab: 1 << 6
        case .oklch: 1 << 7
        case .displayP3: 1 << 8
        case .a98RGB: 1 << 9
        case .prophotoRGB: 1 << 10
        case .rec2020: 1 << 11
        case .xyzD65: 1 << 12
        case .xyzD50: 1 << 13
        }
    }

    /// The space and every space on its way to XYZ-D65, as bits.
    fileprivate var chainMask: UInt16 {
        var mask = bit
        var space = self
        while let parent = space.parent {
            mask |= parent.bit
            space = parent
        }
        return mask
    }
}
