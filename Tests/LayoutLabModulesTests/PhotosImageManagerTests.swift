#if os(Linux)
// A photo grid's thumbnail loader, as apps write one: the caching manager, request options, and a
// handler that skips degraded images and reports errors.
import Photos
import SwiftUI
import Testing

final class ThumbnailLoader: ObservableObject {
    @Published var thumbnail: UIImage?
    @Published var failed = false
    let manager = PHCachingImageManager()

    func load(_ asset: PHAsset, size: CGSize, synchronously: Bool, done: @escaping @Sendable () -> Void = {}) -> PHImageRequestID {
        let options = PHImageRequestOptions()
        options.deliveryMode = .highQualityFormat
        options.resizeMode = .exact
        options.isNetworkAccessAllowed = true
        options.isSynchronous = synchronously
        return manager.requestImage(for: asset, targetSize: size, contentMode: .aspectFill, options: options) { [weak self] image, info in
            if (info?[PHImageResultIsDegradedKey] as? NSNumber)?.boolValue == true { return }
            if info?[PHImageErrorKey] != nil { self?.failed = true }
            self?.thumbnail = image
            done()
        }
    }
}

@Suite struct PhotosImageManagerTests {
    /// The library is empty and access declined: a request gives no image and the access error.
    @Test func aSynchronousRequestAnswersNoImageAtOnce() throws {
        let loader = ThumbnailLoader()
        let asset = PHAsset()
        loader.manager.startCachingImages(for: [asset], targetSize: CGSize(width: 200, height: 200), contentMode: .aspectFill, options: nil)
        #expect(loader.manager._cachedAssetCount == 1)
        let first = loader.load(asset, size: CGSize(width: 200, height: 200), synchronously: true)
        #expect(loader.failed && loader.thumbnail == nil, "answered before the call returned")
        let second = loader.load(asset, size: PHImageManagerMaximumSize, synchronously: true)
        #expect(first != PHInvalidImageRequestID && second > first)
        loader.manager.stopCachingImagesForAllAssets()
        #expect(loader.manager._cachedAssetCount == 0)
        #expect(PHImageManagerMaximumSize == CGSize(width: -1, height: -1))
        #expect(PHImageContentMode.default == .aspectFit)
    }

    /// An asynchronous request is answered on the main queue, after the call returns.
    @Test @MainActor func anAsynchronousRequestIsAnsweredOnTheMainQueue() async throws {
        let loader = ThumbnailLoader()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = loader.load(PHAsset(), size: CGSize(width: 80, height: 80), synchronously: false) { continuation.resume() }
            #expect(!loader.failed, "not yet")
        }
        #expect(loader.failed)
        let options = PHImageRequestOptions()
        #expect(options.deliveryMode == .opportunistic && options.resizeMode == .fast && !options.isSynchronous)
        var error: NSError?
        options.isSynchronous = true
        PHImageManager.default().requestImage(for: PHAsset(), targetSize: .zero, contentMode: .default, options: options) { _, info in
            error = info?[PHImageErrorKey] as? NSError
        }
        #expect(error?.domain == "PHPhotosErrorDomain" && error?.code == 3311)
    }
}
#endif
