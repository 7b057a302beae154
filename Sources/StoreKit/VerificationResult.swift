// StoreKit 2's signed values (Apple: "VerificationResult"). The App Store signs every transaction
// and renewal record it sends; none is sent here (docs/supported-api.md, "StoreKit"), so no result
// is ever made by the module, but apps' `checkVerified` helpers switch over this type and compile.
import Foundation

/// A value the App Store signed, and whether its signature held.
public enum VerificationResult<SignedType> {
    /// The signature did not hold: the value, and why.
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    /// The signature held.
    case verified(SignedType)

    /// Why a signature did not hold (Apple's cases).
    public enum VerificationError: Error, Hashable, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value, if verified; otherwise throws the verification error, as Apple's does.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value whether or not its signature held.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }

    /// The error, for an unverified value.
    public var verificationError: VerificationError? {
        if case .unverified(_, let error) = self { return error }
        return nil
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}
