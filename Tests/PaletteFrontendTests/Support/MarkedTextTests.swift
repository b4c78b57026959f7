import PalettecTestSupport
import Testing

/// Tests of the marker helper the diagnostic tests rely on.
@Suite struct MarkedTextTests {
    @Test func markersBecomeByteOffsets() {
        let marked = MarkedText("{1️⃣\"é\": 2️⃣1}")
        #expect(marked.text == "{\"é\": 1}")
        #expect(marked.offsets["1️⃣"] == 1)
        #expect(marked.offsets["2️⃣"] == 7)
    }
}
