import PaletteModel

/// The warning for appearances of one image that differ in size in points (`image-size-mismatch`).
extension ImageLowering {
    /// Warns where an appearance's raster file differs in size, in points, from the light one.
    mutating func checkSizes(_ image: PaletteImage, diagnostics: inout DiagnosticBag) {
        guard let base = keyIndex[image.key].map({ $0 * width }), let light = Self.points(image.values[0].file)
        else { return }
        for appearance in 1..<width where explicit[base + appearance] {
            // Aliases on both sides compare other images' values, which those images report themselves.
            if case .alias = slots[base + appearance], case .alias = slots[base] { continue }
            guard let points = Self.points(image.values[appearance].file), points.size != light.size else { continue }
            guard reported.insert("size|\(String(describing: locations[base + appearance]))").inserted else { continue }
            diagnostics.report(
                .imageSizeMismatch(
                    image.key,
                    size: points.text,
                    in: appearances[appearance].name,
                    lightSize: light.text,
                    at: locations[base + appearance],
                    light: locations[base]
                )
            )
        }
    }

    /// A raster file's size in points, in hundredths (pixels over the scale), and as text; `nil` for vectors.
    private static func points(_ file: ImageFile) -> (size: [Int], text: String)? {
        guard let pixels = file.pixelSize else { return nil }
        let scale = max(file.scale, 1)
        let size = [pixels.width, pixels.height].map { ($0 * 100 + scale / 2) / scale }
        let number = { (hundredths: Int) -> String in
            let fraction = hundredths % 100
            guard fraction != 0 else { return "\(hundredths / 100)" }
            let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
            return "\(hundredths / 100).\(digits)"
        }
        return (size, DiagnosticMessage.points(number(size[0]), number(size[1]), pixels: pixels, scale: scale).text)
    }
}

extension Diagnostic {
    fileprivate static func imageSizeMismatch(
        _ key: String,
        size: String,
        in appearance: String,
        lightSize: String,
        at location: Location?,
        light: Location?
    ) -> Diagnostic {
        Diagnostic(
            .imageSizeMismatch,
            "image '\(key)' is \(size) in '\(appearance)' but \(lightSize) in 'light'; layouts jump when the "
                + "appearance changes",
            at: location,
            notes: [Note("the 'light' image", at: light)]
        )
    }
}

extension DiagnosticMessage {
    /// A size in points with the pixels and scale it comes from: `20×20 points (40×40 px at @2x)`.
    fileprivate static func points(
        _ width: String,
        _ height: String,
        pixels: PixelSize,
        scale: Int
    ) -> Self {
        Self(text: "\(width)×\(height) points (\(pixels.width)×\(pixels.height) px at @\(scale)x)")
    }
}
