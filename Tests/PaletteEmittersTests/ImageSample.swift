import Foundation
import PaletteModel
import PalettecTestSupport

/// Palettes with images, built by hand from the small fixtures in `Fixtures/Images` (8×8 PNG discs, a 16×16 `@2x`
/// one, an SVG square), for the emitters that carry images.
enum ImageSample {
    /// The fixtures folder, relative to the package root (the working folder of a build in these tests).
    static let folder = "Tests/PaletteEmittersTests/Fixtures/Images"

    /// A fixture as the frontend would describe it: path relative to the package root, kind, size, scale.
    static func file(_ name: String, kind: ImageFile.Kind = .png, size: Int? = 8, scale: Int = 1) -> ImageFile {
        let path = folder + "/" + name
        let bytes = (try? Data(contentsOf: Golden.packageRoot.appendingPathComponent(path))) ?? Data()
        return ImageFile(
            path: path,
            written: "Images/" + name,
            kind: kind,
            pixelSize: size.map { PixelSize(width: $0, height: $0) },
            scale: scale,
            byteCount: bytes.count,
            digest: "fixture-" + name
        )
    }

    /// The light sun.
    static var sun: ImageFile { file("sun.png") }
    /// The sun drawn at 2x.
    static var sun2x: ImageFile { file("sun@2x.png", size: 16, scale: 2) }
    /// The dark moon.
    static var moon: ImageFile { file("moon.png") }
    /// The high-contrast sun.
    static var sunContrast: ImageFile { file("sun-contrast.png") }
    /// The vector mark.
    static var mark: ImageFile { file("mark.svg", kind: .svg, size: nil) }

    /// A location on a line of `Base.plist`.
    static func at(_ line: Int) -> Diagnostic.Location {
        Diagnostic.Location(path: "Base.plist", line: line, column: 5)
    }

    /// An image over the four built-in appearances; high-contrast values fall back unless given.
    static func image(
        _ key: String,
        _ light: ImageValue,
        _ dark: ImageValue,
        lightHC: ImageValue? = nil,
        darkHC: ImageValue? = nil,
        isTemplate: Bool = false,
        line: Int
    ) -> PaletteImage {
        PaletteImage(
            key: key,
            values: [light, dark, lightHC ?? light, darkHC ?? dark],
            explicit: [true, true, lightHC != nil, darkHC != nil],
            isTemplate: isTemplate,
            location: at(line)
        )
    }

    /// A palette of one color and four images: light/dark files at 2x and 1x, a high-contrast variant, a
    /// template vector, and a dark value that is the light file dimmed.
    static var palette: Palette {
        Palette(
            name: "Images",
            entries: [
                Palette.Entry(
                    key: "text",
                    values: Array(repeating: ColorValue(red: 0, green: 0, blue: 0), count: 4),
                    location: at(2)
                )
            ],
            images: [
                image("weather/sun", .file(sun2x), .file(moon), line: 10),
                image("badge", .file(sun), .file(moon), lightHC: .file(sunContrast), line: 14),
                image("mark", .file(mark), .file(mark), isTemplate: true, line: 18),
                image("night", .file(sun), .dimmed(sun, opacity: 0.4), line: 22),
            ]
        )
    }

    /// The palette's images without its color: a palette of artwork only.
    static var imagesOnly: Palette {
        var palette = palette
        palette.name = "Artwork"
        palette.entries = []
        return palette
    }

    /// The palette without its dimmed image, which formats without effects cannot hold.
    static var withoutDimming: Palette {
        var palette = palette
        palette.images.removeAll { $0.key == "night" }
        return palette
    }
}
