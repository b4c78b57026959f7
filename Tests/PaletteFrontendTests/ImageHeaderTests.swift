import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Image kinds told by their first bytes, and sizes read from their headers.
@Suite struct ImageHeaderTests {
    @Test func pngAndJPEGGiveTheirPixelSize() {
        #expect(
            ImageHeader.read(TestImage.png(width: 300, height: 2))
                == .image(.png, pixelSize: .init(width: 300, height: 2))
        )
        #expect(
            ImageHeader.read(TestImage.jpeg(width: 640, height: 480))
                == .image(.jpeg, pixelSize: .init(width: 640, height: 480))
        )
    }

    @Test func jpegSkipsSegmentsFillBytesAndTablesBeforeAProgressiveFrame() {
        // SOI, fill bytes, a DHT (C4, in the SOF range but no frame), an APP1, then SOF2 (progressive).
        let bytes: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xFF, 0xC4, 0, 4, 0, 0, 0xFF, 0xE1, 0, 3, 0]
            + [0xFF, 0xC2, 0, 11, 8, 0, 20, 0, 10, 1, 1, 0x11, 0, 0xFF, 0xD9]
        #expect(ImageHeader.read(bytes) == .image(.jpeg, pixelSize: .init(width: 10, height: 20)))
    }

    @Test func headersCutShortAreDamaged() {
        #expect(ImageHeader.read(TestImage.truncatedPNG) == .damaged(.png, problem: "it ends before its IHDR header"))
        #expect(
            ImageHeader.read([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0])
                == .damaged(.jpeg, problem: "it has no frame header before its image data ends")
        )
        #expect(
            ImageHeader.read(TestImage.png(width: 0, height: 5))
                == .damaged(.png, problem: "its IHDR header gives no pixels")
        )
    }

    @Test func svgIsAnXMLDocumentWhoseFirstElementIsSVG() {
        let svg = "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg>\n<svg width=\"1\"/>"
        #expect(ImageHeader.read(Array(svg.utf8)) == .image(.svg, pixelSize: nil))
        #expect(ImageHeader.read(Array("<svg>".utf8)) == .image(.svg, pixelSize: nil))
        #expect(ImageHeader.read(Array("<svgx/>".utf8)) == .unknown)
        #expect(ImageHeader.read(Array("<html><svg/></html>".utf8)) == .unknown)
        #expect(ImageHeader.read(Array("<!-- never closed <svg/>".utf8)) == .unknown)
    }

    @Test func otherBytesAreUnknownWhateverTheName() {
        #expect(ImageHeader.read(TestImage.pdf) == .image(.pdf, pixelSize: nil))
        #expect(ImageHeader.read(TestImage.gif) == .unknown)
        #expect(ImageHeader.read([]) == .unknown)
        #expect(ImageHeader.read(Array("%PD".utf8)) == .unknown)
    }
}
