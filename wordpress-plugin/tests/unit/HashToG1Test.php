<?php

declare(strict_types=1);

use AnglingPrizes\Draw\Beacon\HashToG1;
use PHPUnit\Framework\TestCase;

/**
 * Hash to curve against RFC 9380's own test vectors: appendix K.1 (expand_message_xmd with SHA-256) and
 * appendix J.9.1 (suite BLS12381G1_XMD:SHA-256_SSWU_RO_), every step: u, Q0 and Q1 (each u mapped) and P.
 */
final class HashToG1Test extends TestCase
{
	private const EXPANDER_DST = 'QUUX-V01-CS02-with-expander-SHA256-128';
	private const SUITE_DST = 'QUUX-V01-CS02-with-BLS12381G1_XMD:SHA-256_SSWU_RO_';

	/** @return array<string, array{string, int, string}> RFC 9380 appendix K.1: msg, len_in_bytes, uniform_bytes */
	public static function expander_vectors(): array
	{
		return [
			'empty, 32 bytes' => ['', 0x20, '68a985b87eb6b46952128911f2a4412bbc302a9d759667f87f7a21d803f07235'],
			'abc, 32 bytes' => ['abc', 0x20, 'd8ccab23b5985ccea865c6c97b6e5b8350e794e603b4b97902f53a8a0d605615'],
			'abcdef0123456789, 32 bytes' => ['abcdef0123456789', 0x20, 'eff31487c770a893cfb36f912fbfcbff40d5661771ca4b2cb4eafe524333f5c1'],
			'q128, 32 bytes' => ['q128_' . str_repeat('q', 128), 0x20, 'b23a1d2b4d97b2ef7785562a7e8bac7eed54ed6e97e29aa51bfe3f12ddad1ff9'],
			'a512, 32 bytes' => ['a512_' . str_repeat('a', 512), 0x20, '4623227bcc01293b8c130bf771da8c298dede7383243dc0993d2d94823958c4c'],
			'empty, 128 bytes' => ['', 0x80, 'af84c27ccfd45d41914fdff5df25293e221afc53d8ad2ac06d5e3e29485dadbee0d121587713a3e0dd4d5e69e93eb7cd4f5df4cd103e188cf60cb02edc3edf18eda8576c412b18ffb658e3dd6ec849469b979d444cf7b26911a08e63cf31f9dcc541708d3491184472c2c29bb749d4286b004ceb5ee6b9a7fa5b646c993f0ced'],
			'abc, 128 bytes' => ['abc', 0x80, 'abba86a6129e366fc877aab32fc4ffc70120d8996c88aee2fe4b32d6c7b6437a647e6c3163d40b76a73cf6a5674ef1d890f95b664ee0afa5359a5c4e07985635bbecbac65d747d3d2da7ec2b8221b17b0ca9dc8a1ac1c07ea6a1e60583e2cb00058e77b7b72a298425cd1b941ad4ec65e8afc50303a22c0f99b0509b4c895f40'],
			'abcdef0123456789, 128 bytes' => ['abcdef0123456789', 0x80, 'ef904a29bffc4cf9ee82832451c946ac3c8f8058ae97d8d629831a74c6572bd9ebd0df635cd1f208e2038e760c4994984ce73f0d55ea9f22af83ba4734569d4bc95e18350f740c07eef653cbb9f87910d833751825f0ebefa1abe5420bb52be14cf489b37fe1a72f7de2d10be453b2c9d9eb20c7e3f6edc5a60629178d9478df'],
			'q128, 128 bytes' => ['q128_' . str_repeat('q', 128), 0x80, '80be107d0884f0d881bb460322f0443d38bd222db8bd0b0a5312a6fedb49c1bbd88fd75d8b9a09486c60123dfa1d73c1cc3169761b17476d3c6b7cbbd727acd0e2c942f4dd96ae3da5de368d26b32286e32de7e5a8cb2949f866a0b80c58116b29fa7fabb3ea7d520ee603e0c25bcaf0b9a5e92ec6a1fe4e0391d1cdbce8c68a'],
			'a512, 128 bytes' => ['a512_' . str_repeat('a', 512), 0x80, '546aff5444b5b79aa6148bd81728704c32decb73a3ba76e9e75885cad9def1d06d6792f8a7d12794e90efed817d96920d728896a4510864370c207f99bd4a608ea121700ef01ed879745ee3e4ceef777eda6d9e5e38b90c86ea6fb0b36504ba4a45d22e86f6db5dd43d98a294bebb9125d5b794e9d2a81181066eb954966a487'],
		];
	}

	/** @dataProvider expander_vectors */
	public function test_expand_message_xmd_gives_the_rfc_bytes(string $message, int $length, string $uniform): void
	{
		self::assertSame($uniform, bin2hex(HashToG1::expand_message_xmd($message, self::EXPANDER_DST, $length)));
	}

	/**
	 * RFC 9380 appendix J.9.1: msg, then u[0], u[1], Q0.x, Q0.y, Q1.x, Q1.y, P.x, P.y.
	 *
	 * @return array<string, array{string, list<string>}>
	 */
	public static function suite_vectors(): array
	{
		return [
			'empty' => ['', [
				'0ba14bd907ad64a016293ee7c2d276b8eae71f25a4b941eece7b0d89f17f75cb3ae5438a614fb61d6835ad59f29c564f',
				'019b9bd7979f12657976de2884c7cce192b82c177c80e0ec604436a7f538d231552f0d96d9f7babe5fa3b19b3ff25ac9',
				'11a3cce7e1d90975990066b2f2643b9540fa40d6137780df4e753a8054d07580db3b7f1f03396333d4a359d1fe3766fe',
				'0eeaf6d794e479e270da10fdaf768db4c96b650a74518fc67b04b03927754bac66f3ac720404f339ecdcc028afa091b7',
				'160003aaf1632b13396dbad518effa00fff532f604de1a7fc2082ff4cb0afa2d63b2c32da1bef2bf6c5ca62dc6b72f9c',
				'0d8bb2d14e20cf9f6036152ed386d79189415b6d015a20133acb4e019139b94e9c146aaad5817f866c95d609a361735e',
				'052926add2207b76ca4fa57a8734416c8dc95e24501772c814278700eed6d1e4e8cf62d9c09db0fac349612b759e79a1',
				'08ba738453bfed09cb546dbb0783dbb3a5f1f566ed67bb6be0e8c67e2e81a4cc68ee29813bb7994998f3eae0c9c6a265',
			]],
			'abc' => ['abc', [
				'0d921c33f2bad966478a03ca35d05719bdf92d347557ea166e5bba579eea9b83e9afa5c088573c2281410369fbd32951',
				'003574a00b109ada2f26a37a91f9d1e740dffd8d69ec0c35e1e9f4652c7dba61123e9dd2e76c655d956e2b3462611139',
				'125435adce8e1cbd1c803e7123f45392dc6e326d292499c2c45c5865985fd74fe8f042ecdeeec5ecac80680d04317d80',
				'0e8828948c989126595ee30e4f7c931cbd6f4570735624fd25aef2fa41d3f79cfb4b4ee7b7e55a8ce013af2a5ba20bf2',
				'11def93719829ecda3b46aa8c31fc3ac9c34b428982b898369608e4f042babee6c77ab9218aad5c87ba785481eff8ae4',
				'0007c9cef122ccf2efd233d6eb9bfc680aa276652b0661f4f820a653cec1db7ff69899f8e52b8e92b025a12c822a6ce6',
				'03567bc5ef9c690c2ab2ecdf6a96ef1c139cc0b2f284dca0a9a7943388a49a3aee664ba5379a7655d3c68900be2f6903',
				'0b9c15f3fe6e5cf4211f346271d7b01c8f3b28be689c8429c85b67af215533311f0b8dfaaa154fa6b88176c229f2885d',
			]],
			'abcdef0123456789' => ['abcdef0123456789', [
				'062d1865eb80ebfa73dcfc45db1ad4266b9f3a93219976a3790ab8d52d3e5f1e62f3b01795e36834b17b70e7b76246d4',
				'0cdc3e2f271f29c4ff75020857ce6c5d36008c9b48385ea2f2bf6f96f428a3deb798aa033cd482d1cdc8b30178b08e3a',
				'08834484878c217682f6d09a4b51444802fdba3d7f2df9903a0ddadb92130ebbfa807fffa0eabf257d7b48272410afff',
				'0b318f7ecf77f45a0f038e62d7098221d2dbbca2a394164e2e3fe953dc714ac2cde412d8f2d7f0c03b259e6795a2508e',
				'158418ed6b27e2549f05531a8281b5822b31c3bf3144277fbb977f8d6e2694fedceb7011b3c2b192f23e2a44b2bd106e',
				'1879074f344471fac5f839e2b4920789643c075792bec5af4282c73f7941cda5aa77b00085eb10e206171b9787c4169f',
				'11e0b079dea29a68f0383ee94fed1b940995272407e3bb916bbf268c263ddd57a6a27200a784cbc248e84f357ce82d98',
				'03a87ae2caf14e8ee52e51fa2ed8eefe80f02457004ba4d486d6aa1f517c0889501dc7413753f9599b099ebcbbd2d709',
			]],
			'q128' => ['q128_' . str_repeat('q', 128), [
				'010476f6a060453c0b1ad0b628f3e57c23039ee16eea5e71bb87c3b5419b1255dc0e5883322e563b84a29543823c0e86',
				'0b1a912064fb0554b180e07af7e787f1f883a0470759c03c1b6509eb8ce980d1670305ae7b928226bb58fdc0a419f46e',
				'0cbd7f84ad2c99643fea7a7ac8f52d63d66cefa06d9a56148e58b984b3dd25e1f41ff47154543343949c64f88d48a710',
				'052c00e4ed52d000d94881a5638ae9274d3efc8bc77bc0e5c650de04a000b2c334a9e80b85282a00f3148dfdface0865',
				'06493fb68f0d513af08be0372f849436a787e7b701ae31cb964d968021d6ba6bd7d26a38aaa5a68e8c21a6b17dc8b579',
				'02e98f2ccf5802b05ffaac7c20018bc0c0b2fd580216c4aa2275d2909dc0c92d0d0bdc979226adeb57a29933536b6bb4',
				'15f68eaa693b95ccb85215dc65fa81038d69629f70aeee0d0f677cf22285e7bf58d7cb86eefe8f2e9bc3f8cb84fac488',
				'1807a1d50c29f430b8cafc4f8638dfeeadf51211e1602a5f184443076715f91bb90a48ba1e370edce6ae1062f5e6dd38',
			]],
			'a512' => ['a512_' . str_repeat('a', 512), [
				'0a8ffa7447f6be1c5a2ea4b959c9454b431e29ccc0802bc052413a9c5b4f9aac67a93431bd480d15be1e057c8a08e8c6',
				'05d487032f602c90fa7625dbafe0f4a49ef4a6b0b33d7bb349ff4cf5410d297fd6241876e3e77b651cfc8191e40a68b7',
				'0cf97e6dbd0947857f3e578231d07b309c622ade08f2c08b32ff372bd90db19467b2563cc997d4407968d4ac80e154f8',
				'127f0cddf2613058101a5701f4cb9d0861fd6c2a1b8e0afe194fccf586a3201a53874a2761a9ab6d7220c68661a35ab3',
				'092f1acfa62b05f95884c6791fba989bbe58044ee6355d100973bf9553ade52b47929264e6ae770fb264582d8dce512a',
				'028e6d0169a72cfedb737be45db6c401d3adfb12c58c619c82b93a5dfcccef12290de530b0480575ddc8397cda0bbebf',
				'082aabae8b7dedb0e78aeb619ad3bfd9277a2f77ba7fad20ef6aabdc6c31d19ba5a6d12283553294c1825c4b3ca2dcfe',
				'05b84ae5a942248eea39e1d91030458c40153f3b654ab7872d779ad1e942856a20c438e8d99bc8abfbf74729ce1f7ac8',
			]],
		];
	}

	/**
	 * @dataProvider suite_vectors
	 * @param list<string> $expected
	 */
	public function test_hash_to_curve_gives_the_rfc_points_step_by_step(string $message, array $expected): void
	{
		$hex = static fn (\GMP $value): string => str_pad(gmp_strval($value, 16), 96, '0', STR_PAD_LEFT);
		[$u0, $u1] = HashToG1::hash_to_field($message, self::SUITE_DST, 2);
		$q0 = HashToG1::map_to_curve($u0);
		$q1 = HashToG1::map_to_curve($u1);
		$p = HashToG1::hash_to_curve($message, self::SUITE_DST);
		self::assertSame($expected, [$hex($u0), $hex($u1), $hex($q0->x), $hex($q0->y), $hex($q1->x), $hex($q1->y), $hex($p->x), $hex($p->y)]);
		self::assertTrue($p->is_on_curve());
		self::assertTrue($p->in_subgroup());
	}

	public function test_the_signed_messages_hash_under_drands_dst_to_another_point(): void
	{
		$message = hash('sha256', pack('J', 1), true);
		$with_drands = HashToG1::hash_to_curve($message, 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_');
		self::assertFalse($with_drands->equals(HashToG1::hash_to_curve($message, self::SUITE_DST)));
		self::assertTrue($with_drands->in_subgroup());
	}

	public function test_refuses_a_tag_longer_than_255_bytes_and_more_than_255_blocks(): void
	{
		self::assertSame(8160, strlen(HashToG1::expand_message_xmd('', str_repeat('t', 255), 255 * 32)));
		try {
			HashToG1::expand_message_xmd('', str_repeat('t', 256), 32);
			self::fail('a 256-byte tag was taken');
		} catch (InvalidArgumentException $error) {
			self::assertStringContainsString('255 bytes', $error->getMessage());
		}
		$this->expectException(InvalidArgumentException::class);
		HashToG1::expand_message_xmd('', self::EXPANDER_DST, 255 * 32 + 1);
	}
}
