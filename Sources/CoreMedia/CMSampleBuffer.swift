// Core Media's sample buffer: what a capture output hands its delegate. No camera runs here, so
// no output delivers one; an app's code that reads one compiles, and a buffer made by a test
// gives back its image buffer (Apple: "CMSampleBuffer", "CMSampleBufferGetImageBuffer").
import Foundation
@_exported import CoreVideo

public final class CMSampleBuffer: @unchecked Sendable {
    public let imageBuffer: CVImageBuffer?
    public let presentationTimeStamp: CMTime

    public init(imageBuffer: CVImageBuffer?, presentationTimeStamp: CMTime = .zero) {
        self.imageBuffer = imageBuffer
        self.presentationTimeStamp = presentationTimeStamp
    }

    public var isValid: Bool { true }
    public var numSamples: Int { imageBuffer == nil ? 0 : 1 }
}

public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { sbuf.imageBuffer }
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.presentationTimeStamp }
