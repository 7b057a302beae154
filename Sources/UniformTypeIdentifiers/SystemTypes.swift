// The system-declared types, their identifiers, conformances, filename extensions and MIME
// types as Apple's documentation lists them ("System-declared uniform type identifiers").

extension UTType {
    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: [])
    public static let compositeContent = UTType("public.composite-content", parents: ["public.content"])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let directory = UTType("public.directory", parents: ["public.item"])
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mime: "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let utf16PlainText = UTType("public.utf16-plain-text", parents: ["public.plain-text"])
    public static let rtf = UTType("public.rtf", parents: ["public.text"], extensions: ["rtf"], mime: "text/rtf")
    public static let html = UTType("public.html", parents: ["public.text"], extensions: ["html", "htm"], mime: "text/html")
    public static let xml = UTType("public.xml", parents: ["public.text"], extensions: ["xml"], mime: "application/xml")
    public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", parents: ["public.source-code"], extensions: ["swift"])
    public static let json = UTType("public.json", parents: ["public.text"], extensions: ["json"], mime: "application/json")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mime: "text/csv")
    public static let delimitedText = UTType("public.delimited-values-text", parents: ["public.text"])
    public static let propertyList = UTType("com.apple.property-list", parents: ["public.data"], extensions: ["plist"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", parents: ["public.image"], extensions: ["png"], mime: "image/png")
    public static let jpeg = UTType("public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mime: "image/jpeg")
    public static let gif = UTType("com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mime: "image/gif")
    public static let heic = UTType("public.heic", parents: ["public.image"], extensions: ["heic"], mime: "image/heic")
    public static let tiff = UTType("public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mime: "image/tiff")
    public static let svg = UTType("public.svg-image", parents: ["public.image"], extensions: ["svg"], mime: "image/svg+xml")
    public static let webP = UTType("org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mime: "image/webp")
    public static let pdf = UTType("com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mime: "application/pdf")
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov"], mime: "video/quicktime")
    public static let mpeg4Movie = UTType("public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mime: "video/mp4")
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", parents: ["public.audio"], extensions: ["mp3"], mime: "audio/mpeg")
    public static let wav = UTType("com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav"], mime: "audio/wav")
    public static let archive = UTType("public.archive", parents: ["public.data"])
    public static let zip = UTType("public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mime: "application/zip")
    public static let executable = UTType("public.executable", parents: ["public.item"])
    public static let vCard = UTType("public.vcard", parents: ["public.text"], extensions: ["vcf"], mime: "text/vcard")

    /// Every type above, in declaration order: `init?(filenameExtension:)` takes the first match.
    static let all: [UTType] = [
        item, content, compositeContent, data, directory, folder, url, fileURL, text, plainText, utf8PlainText,
        utf16PlainText, rtf, html, xml, sourceCode, swiftSource, json, commaSeparatedText, delimitedText,
        propertyList, image, png, jpeg, gif, heic, tiff, svg, webP, pdf, audiovisualContent, movie, video,
        quickTimeMovie, mpeg4Movie, audio, mp3, wav, archive, zip, executable, vCard,
    ]

    static let declared: [String: UTType] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })
}
