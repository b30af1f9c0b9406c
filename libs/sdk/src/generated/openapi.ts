// Generated from openapi.json by `npm run -w @reelsmith/sdk generate` (openapi-typescript). Do not edit.

export interface paths {
    "/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and its API key
         * @description The API key is shown once, in this response.
         */
        post: operations["post_v1_admin_accounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{id}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an account's API keys, newest first
         * @description Each key by its prefix and last four characters only.
         */
        get: operations["get_v1_admin_accounts_id_api_keys"];
        put?: never;
        /**
         * Create an API key for an account
         * @description The key is shown once, in this response; only its hash is stored.
         */
        post: operations["post_v1_admin_accounts_id_api_keys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{id}/api_keys/{key_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Every gateway replica refuses the key within 2 s. Revoking a revoked key answers it again (and tells the replicas again).
         */
        delete: operations["delete_v1_admin_accounts_id_api_keys_key_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grant credits to an account
         * @description Recorded as a transaction of type `grant`. With an Idempotency-Key the grant happens once, even when repeated after 24 h.
         */
        post: operations["post_v1_admin_accounts_id_credits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List assets, newest first */
        get: operations["get_v1_assets"];
        put?: never;
        /**
         * Upload an image, a font or a sound
         * @description The body is the file itself, sent with its Content-Type, at most 20 MB. The bytes must be what the type says (they are sniffed and parsed): else `400 asset_invalid`, as for a picture over 8,000 px a side or a sound over 10 minutes. A font reports its `family`, `style` and the `scripts` its glyphs cover. An account keeps at most 500 assets and 1 GiB (`400 asset_limit_reached`).
         */
        post: operations["post_v1_assets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve an asset */
        get: operations["get_v1_assets_id"];
        put?: never;
        post?: never;
        /**
         * Delete an asset
         * @description Cannot be undone: the file is removed. An asset the current version of one of your templates uses answers `400 asset_in_use`, naming the template: change or delete the template first. Videos already made keep their files; a video still waiting to render with it fails and is refunded.
         */
        delete: operations["delete_v1_assets_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve the balance */
        get: operations["get_v1_balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a top-up
         * @description Answers a `checkout_url` where the payment is completed. 100 cents buy 10 credits; they arrive once, when the payment platform confirms.
         */
        post: operations["post_v1_balance_top_up"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List balance transactions, newest first */
        get: operations["get_v1_balance_transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List batches, newest first */
        get: operations["get_v1_batches"];
        put?: never;
        /**
         * Make many videos at once
         * @description One video per product × template × language (at most 10,000), all charged at once as one `usage` transaction of `credits_reserved`; each video that fails or is canceled is refunded on its own. Not enough credits: 402, naming the credits needed and available, and nothing is made. The videos carry `batch_id` (`GET /videos?batch_id=`) and are rendered a few at a time, so other videos are not held up behind them; `batch.completed` goes to `webhook_url` and subscribed endpoints when every video has ended.
         */
        post: operations["post_v1_batches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a batch */
        get: operations["get_v1_batches_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/batches/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a batch
         * @description Cancels every video of the batch that has not ended (each refunded as a canceled video is) and ends the batch as `canceled`, announcing `batch.completed`. A batch that has already ended answers 400 `batch_not_cancelable`.
         */
        post: operations["post_v1_batches_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checkout page (HTML)
         * @description The `checkout_url` of a sandbox top-up, and the page a Stripe customer returns to.
         */
        get: operations["get_v1_checkout_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a sandbox checkout (HTML form)
         * @description Adds nothing. 409 when the top-up was already paid, 410 when its checkout expired.
         */
        post: operations["post_v1_checkout_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a sandbox checkout (HTML form)
         * @description Adds the credits once. 409 when the top-up was canceled, 410 when its checkout expired.
         */
        post: operations["post_v1_checkout_id_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interactive API documentation (HTML) */
        get: operations["get_v1_docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assets of the documentation page */
        get: operations["get_v1_docs_asset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{folder}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a rendered file
         * @description A video, thumbnail, captions or output (`outputs/…` MP4, WebM, GIF; `hls/…` playlists and segments), at the address its record gives. Supports `Range` requests, so browsers can play and seek the MP4.
         */
        get: operations["get_v1_files_folder_name"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the languages videos can be made in
         * @description Every language has the templates’ fixed phrases, a voice for `user_prompt.voiceover` and fonts for its script; `direction: "rtl"` languages are laid out right to left. All of them, in one page.
         */
        get: operations["get_v1_languages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["get_v1_openapi_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the outputs a video can ask for
         * @description Every publish profile (its frame and safe area) and format `outputs` takes, with the credits each adds to a video's price. All of them, in one page.
         */
        get: operations["get_v1_outputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook
         * @description Takes `checkout.session.completed`, `checkout.session.async_payment_succeeded` and `checkout.session.expired`, verified with the `Stripe-Signature` header over the raw body. Other events are acknowledged and ignored. 404 when Stripe is not the payment provider.
         */
        post: operations["post_v1_payments_stripe_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a video as a still
         * @description Answers a JPEG of one moment of the video `POST /videos` would make with the same body, at half the template's size: validated exactly like it (same errors), free, nothing stored. With `Accept: application/json` it answers the layout of that frame instead, in the template's full-size pixels: every element drawn, its ink's box, opacity and text, and the render's warnings. A problem with the product's image answers 400 `image_unreachable` or `image_invalid` on `product_id`. Each account may have a few previews rendering at once (429 past that).
         */
        post: operations["post_v1_previews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List products, newest first */
        get: operations["get_v1_products"];
        put?: never;
        /**
         * Create a product
         * @description Send `image_url`, `images` (1–10, the main one first) or both (then `image_url` must be `images[0]`). An `external_id` another product of the account has is `400 external_id_taken`.
         */
        post: operations["post_v1_products"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a product */
        get: operations["get_v1_products_id"];
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description Cannot be undone. Videos already made from the product keep working.
         */
        delete: operations["delete_v1_products_id"];
        options?: never;
        head?: never;
        /**
         * Update a product
         * @description Changes only the fields sent; `null` clears `description`, `price`, `external_id` or `brand`. `images` replaces every image; `image_url` alone replaces the main one (`images[0]`) and keeps the others.
         */
        patch: operations["patch_v1_products_id"];
        trace?: never;
    };
    "/products/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a product from a shop's product page
         * @description Reads schema.org `Product` JSON-LD, else OpenGraph and `product:price:*` tags, else `<title>` and the largest image. The page is fetched under the SSRF rules of product images (10 s, 2 MB, 3 redirects). An unreachable page is `400 url_unreachable`, one without a usable name and image `400 product_not_found`. An account may have 2 imports running at once (`IMPORT_CONCURRENCY_PER_ACCOUNT`); more answer `429 too_many_imports`.
         */
        post: operations["post_v1_products_import"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update products from a catalog feed
         * @description The body is the feed itself — a Google Merchant Center feed as `text/tab-separated-values`, `text/csv` with the same columns, RSS 2.0/Atom with `g:` fields as `application/xml`, or a Shopify `products.json` as `application/json` — at most 50 MB; or `{"url": …}` as JSON, a feed fetched under the SSRF rules of product images (30 s, 50 MB, 3 redirects). Products are matched by `external_id` (the feed's `id`): new ones are created, changed ones updated, the others not touched (their `updated_at` stays). A bad row is reported in `errors` with its row, column and code, and never stops the others; a later row repeating an `id` is an error. At most 50,000 rows are read. A feed that cannot be read at all is `400 feed_invalid`, an unreachable `url` `400 url_unreachable`. One sync per account at a time (`429 too_many_syncs`).
         */
        post: operations["post_v1_products_sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/syncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product syncs, newest first
         * @description Each sync as its `POST /products/sync` answered it, less `product_ids_changed`.
         */
        get: operations["get_v1_products_syncs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/syncs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a product sync
         * @description The sync as its `POST /products/sync` answered it, `product_ids_changed` in id order: the products a batch with this `sync_id` features.
         */
        get: operations["get_v1_products_syncs_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates, newest first
         * @description The built-in templates and the account's own, without their definitions.
         */
        get: operations["get_v1_templates"];
        put?: never;
        /**
         * Create a template
         * @description Version 1 of a template of your own, priced from its work (pixels × frames, plus a credit for a voice). An invalid body answers 400 with its first problem; a `definition` over 256 KiB `400 template_too_large`; an account may keep 200 templates, the 201st answers `400 template_limit_reached`.
         */
        post: operations["post_v1_templates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a template
         * @description With its whole `definition`: the answer less `id, owner, version, credits, created_at, updated_at`, posted to `POST /templates`, makes a copy that renders the same frames.
         */
        get: operations["get_v1_templates_id"];
        /**
         * Replace a template
         * @description Makes the body the template's next `version` (a body equal to the current version adds none). Videos already made, or queued, keep rendering the version they were created with. A built-in template (`owner: "reelsmith"`) answers `400 template_read_only`; copy it to change it.
         */
        put: operations["put_v1_templates_id"];
        post?: never;
        /**
         * Delete a template
         * @description Cannot be undone; new videos cannot use it. Videos already made keep their files. A built-in template (`owner: "reelsmith"`) answers `400 template_read_only`; copy it to change it.
         */
        delete: operations["delete_v1_templates_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/templates/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a template
         * @description Takes the body of `POST /templates` and answers whether it is valid, with every error and warning as `{code, message, param}` (`param` dotted: `definition.scenes.2.texts.0.box.width`), and what one video of it would cost. Warnings are likely mistakes found by laying the texts out as the render draws them, with long content in every language. Nothing is stored.
         */
        post: operations["post_v1_templates_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List videos, newest first */
        get: operations["get_v1_videos"];
        put?: never;
        /**
         * Start a video
         * @description Validates the product, the template, `user_prompt` and `outputs`, checks the balance against the price (the template's credits plus each output's, `GET /outputs`), and answers 202 with the queued video. Rendering runs asynchronously; follow it with GET /videos/{id} or a webhook.
         */
        post: operations["post_v1_videos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a video */
        get: operations["get_v1_videos_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a video
         * @description Ends a `queued` or `processing` video as `failed` with `error.code` `canceled`: its credits come back as a `refund`, a running render stops within 5 s, no output is kept, and its webhooks get `video.failed`. A video that has already ended answers 400 `video_not_cancelable`.
         */
        post: operations["post_v1_videos_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the voices a video can speak with
         * @description Each voice speaks one language; `voice` on `POST /videos` takes its `id`. espeak-ng has a voice for every language; Festival and mounted ONNX models add others. All of them (or a language’s), in one page.
         */
        get: operations["get_v1_voices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/voices/{id}/sample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listen to a voice
         * @description A few seconds of the voice saying fixed phrases of its language, at the loudness of a video (−14 LUFS), as a WAV. Made the first time it is asked for, then kept.
         */
        get: operations["get_v1_voices_id_sample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook deliveries, newest first
         * @description Each with its attempts: when, the status code or the error, how long it took.
         */
        get: operations["get_v1_webhooks_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now
         * @description Same body and `webhook-id`. A pending delivery is brought forward; a finished one gets one more attempt (a succeeded one stays `succeeded`, whatever that attempt gets back). While an attempt is in flight, the retry follows it as soon as it ends (`next_attempt_at` is null meanwhile).
         */
        post: operations["post_v1_webhooks_deliveries_id_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints, newest first */
        get: operations["get_v1_webhooks_endpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description At most 16 per account. Each enabled endpoint gets its own delivery of every event it subscribes to.
         */
        post: operations["post_v1_webhooks_endpoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retrieve a webhook endpoint */
        get: operations["get_v1_webhooks_endpoints_id"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its deliveries stay in the log.
         */
        delete: operations["delete_v1_webhooks_endpoints_id"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes only the fields sent; `enabled: false` pauses it.
         */
        patch: operations["patch_v1_webhooks_endpoints_id"];
        trace?: never;
    };
    "/webhooks/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the signing secret
         * @description Every webhook is signed with it (Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256>`).
         */
        get: operations["get_v1_webhooks_secret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Answers the new secret. For 24 hours webhooks carry two signatures (space-separated), one per secret, so receivers can switch without losing any.
         */
        post: operations["post_v1_webhooks_secret_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiKey: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Identifier, prefixed `key_`, time-sortable. */
            id: string;
            /** @description The last four characters (null for keys made before they were kept). */
            last4: string | null;
            /** @description The first characters of the key, e.g. `rs_live_AbCd`. */
            prefix: string;
            revoked_at: string | null;
        };
        ApiKeyInput: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Identifier, prefixed `key_`, time-sortable. */
            id: string;
            /** @description The last four characters (null for keys made before they were kept). */
            last4: string | null;
            /** @description The first characters of the key, e.g. `rs_live_AbCd`. */
            prefix: string;
            revoked_at: string | null;
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        ApiKeyListInput: {
            data: components["schemas"]["ApiKeyInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        Asset: components["schemas"]["ImageAsset"] | components["schemas"]["FontAsset"] | components["schemas"]["AudioAsset"];
        AssetInput: components["schemas"]["ImageAssetInput"] | components["schemas"]["FontAssetInput"] | components["schemas"]["AudioAssetInput"];
        AssetList: {
            data: components["schemas"]["Asset"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        AssetListInput: {
            data: components["schemas"]["AssetInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        AudioAsset: {
            /** @description Size of the file in bytes. */
            bytes: number;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/webp" | "font/ttf" | "font/otf" | "font/woff2" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Length in seconds, as measured in the file. */
            duration_seconds: number;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
            /** @constant */
            kind: "audio";
            /** @description The `name` given at upload, or `null`. */
            name: string | null;
        };
        AudioAssetInput: {
            /** @description Size of the file in bytes. */
            bytes: number;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/webp" | "font/ttf" | "font/otf" | "font/woff2" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Length in seconds, as measured in the file. */
            duration_seconds: number;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
            /** @constant */
            kind: "audio";
            /** @description The `name` given at upload, or `null`. */
            name: string | null;
        };
        Balance: {
            /** @description Current credits. */
            credits: number;
            /** @description True once the account has completed a paid top-up; videos of other accounts carry a small watermark. */
            is_premium: boolean;
            /**
             * @description The account’s language: the default language of its videos.
             * @enum {string}
             */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
        };
        BalanceInput: {
            /** @description Current credits. */
            credits: number;
            /** @description True once the account has completed a paid top-up; videos of other accounts carry a small watermark. */
            is_premium: boolean;
            /**
             * @description The account’s language: the default language of its videos.
             * @enum {string}
             */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
        };
        BalanceTransaction: {
            /** @description Signed credits: positive added, negative taken. */
            amount: number;
            /** @description The balance right after this transaction. */
            balance_after: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            description: string;
            /** @description Identifier, prefixed `txn_`, time-sortable. */
            id: string;
            /**
             * @description The payment platform of a top-up; `internal` for usage, refunds and grants.
             * @enum {string}
             */
            platform: "sandbox" | "stripe" | "internal";
            /** @enum {string} */
            type: "top_up" | "usage" | "refund" | "grant";
        };
        BalanceTransactionInput: {
            /** @description Signed credits: positive added, negative taken. */
            amount: number;
            /** @description The balance right after this transaction. */
            balance_after: number;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            description: string;
            /** @description Identifier, prefixed `txn_`, time-sortable. */
            id: string;
            /**
             * @description The payment platform of a top-up; `internal` for usage, refunds and grants.
             * @enum {string}
             */
            platform: "sandbox" | "stripe" | "internal";
            /** @enum {string} */
            type: "top_up" | "usage" | "refund" | "grant";
        };
        BalanceTransactionList: {
            data: components["schemas"]["BalanceTransaction"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        BalanceTransactionListInput: {
            data: components["schemas"]["BalanceTransactionInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        Batch: {
            completed_at: string | null;
            counts: components["schemas"]["BatchCounts"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What the whole batch was charged at once, as one `usage` transaction (each video its template's credits plus its outputs'); failures are refunded apart. */
            credits_reserved: number;
            /** @description Identifier, prefixed `batch_`, time-sortable. */
            id: string;
            languages: ("en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko")[];
            /** @description The extra files every video makes; empty when none. */
            outputs: components["schemas"]["OutputRequest"][];
            /**
             * @description `completed` or `canceled` once every video has ended.
             * @enum {string}
             */
            status: "processing" | "completed" | "canceled";
            /** @description The feed sync the batch was made from; null when it named products. */
            sync_id: string | null;
            template_ids: string[];
            user_prompt: {
                [key: string]: unknown;
            };
            webhook_url: string | null;
        };
        BatchCounts: {
            completed: number;
            /** @description Failed or canceled; each refunded on its own. */
            failed: number;
            processing: number;
            /** @description Waiting: for billing, or for a free worker (batch videos are released a few at a time). */
            queued: number;
            total: number;
        };
        BatchCountsInput: {
            completed: number;
            /** @description Failed or canceled; each refunded on its own. */
            failed: number;
            processing: number;
            /** @description Waiting: for billing, or for a free worker (batch videos are released a few at a time). */
            queued: number;
            total: number;
        };
        BatchInput: {
            completed_at: string | null;
            counts: components["schemas"]["BatchCountsInput"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What the whole batch was charged at once, as one `usage` transaction (each video its template's credits plus its outputs'); failures are refunded apart. */
            credits_reserved: number;
            /** @description Identifier, prefixed `batch_`, time-sortable. */
            id: string;
            languages: ("en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko")[];
            /** @description The extra files every video makes; empty when none. */
            outputs: components["schemas"]["OutputRequestInput"][];
            /**
             * @description `completed` or `canceled` once every video has ended.
             * @enum {string}
             */
            status: "processing" | "completed" | "canceled";
            /** @description The feed sync the batch was made from; null when it named products. */
            sync_id: string | null;
            template_ids: string[];
            user_prompt: {
                [key: string]: unknown;
            };
            webhook_url: string | null;
        };
        BatchList: {
            data: components["schemas"]["Batch"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        BatchListInput: {
            data: components["schemas"]["BatchInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        CreateAccountBody: {
            /**
             * @description BCP 47 primary language code.
             * @default en
             * @enum {string}
             */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            name: string;
        };
        CreateAccountBodyInput: {
            /**
             * @description BCP 47 primary language code.
             * @default en
             * @enum {string}
             */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            name: string;
        };
        CreateBatchBody: {
            /** @description The videos' languages, each once; default: the account's. */
            languages?: ("en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko")[];
            /** @description Music under every video; absent: each template's default music, if any; `null`: none. */
            music?: components["schemas"]["MusicChoice"] | null;
            /** @description Extra files every video makes, each adding its credits to every video. */
            outputs?: components["schemas"]["OutputRequest"][];
            /** @description The products to feature, each once (1–1000); or give `sync_id`. */
            product_ids?: string[];
            /** @description Instead of `product_ids`: the products a `POST /products/sync` created or updated. None changed: a batch of 0 videos that costs nothing. */
            sync_id?: string;
            /** @description The templates to use, each once (1–10). */
            template_ids: string[];
            /** @description Applied to every video; checked against every template. */
            user_prompt?: {
                [key: string]: unknown;
            };
            /** @description A voice (`GET /voices`) of the batch’s one language; default: espeak-ng’s voice of each language. */
            voice?: string;
            /**
             * Format: uri
             * @description Receives `batch.completed` when every video has ended.
             */
            webhook_url?: string;
        };
        CreateBatchBodyInput: {
            /** @description The videos' languages, each once; default: the account's. */
            languages?: ("en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko")[];
            /** @description Music under every video; absent: each template's default music, if any; `null`: none. */
            music?: components["schemas"]["MusicChoiceInput"] | null;
            /** @description Extra files every video makes, each adding its credits to every video. */
            outputs?: components["schemas"]["OutputRequestInput"][];
            /** @description The products to feature, each once (1–1000); or give `sync_id`. */
            product_ids?: string[];
            /** @description Instead of `product_ids`: the products a `POST /products/sync` created or updated. None changed: a batch of 0 videos that costs nothing. */
            sync_id?: string;
            /** @description The templates to use, each once (1–10). */
            template_ids: string[];
            /** @description Applied to every video; checked against every template. */
            user_prompt?: {
                [key: string]: unknown;
            };
            /** @description A voice (`GET /voices`) of the batch’s one language; default: espeak-ng’s voice of each language. */
            voice?: string;
            /**
             * Format: uri
             * @description Receives `batch.completed` when every video has ended.
             */
            webhook_url?: string;
        };
        CreatedAccount: {
            account: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                created_at: string;
                /** @description Identifier, prefixed `acct_`, time-sortable. */
                id: string;
                /**
                 * @description BCP 47 primary language code.
                 * @enum {string}
                 */
                language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
                name: string;
            };
            /** @description Shown once; only its hash is stored. */
            api_key: string;
        };
        CreatedAccountInput: {
            account: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                created_at: string;
                /** @description Identifier, prefixed `acct_`, time-sortable. */
                id: string;
                /**
                 * @description BCP 47 primary language code.
                 * @enum {string}
                 */
                language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
                name: string;
            };
            /** @description Shown once; only its hash is stored. */
            api_key: string;
        };
        CreatedApiKey: {
            /** @description Shown once; only its hash is stored. */
            api_key: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Identifier, prefixed `key_`, time-sortable. */
            id: string;
        };
        CreatedApiKeyInput: {
            /** @description Shown once; only its hash is stored. */
            api_key: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Identifier, prefixed `key_`, time-sortable. */
            id: string;
        };
        CreatePreviewBody: {
            /** @description Seconds into the video, at most its duration; default the template's thumbnail moment. */
            at_seconds?: number;
            /**
             * @description Language of the video; default: the account's.
             * @enum {string}
             */
            language?: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            /** @description Music under the video; absent: the template's default music, if any; `null`: none. */
            music?: components["schemas"]["MusicChoice"] | null;
            /** @description Extra files made from the same render, at most 6, each named once; each adds credits to the price (`tiktok` 2, `reels` 2, `shorts` 2, `youtube` 2, `meta_feed` 2, `webm` 2, `gif` 1, `hls` 3). The video completes only when every one passed its checks. */
            outputs?: components["schemas"]["OutputRequest"][];
            /** @description The product to feature. */
            product_id: string;
            /**
             * @description Show that publish profile's output: its frame size, with the layout fitted clear of the platform's interface.
             * @enum {string}
             */
            profile?: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed";
            /** @description The template to use. */
            template_id: string;
            /** @description Texts and options for the template; must satisfy the template's `variables` schema. */
            user_prompt?: {
                [key: string]: unknown;
            };
            /** @description A voice of the video’s language (`GET /voices`); default: espeak-ng’s voice of the language. */
            voice?: string;
        };
        CreatePreviewBodyInput: {
            /** @description Seconds into the video, at most its duration; default the template's thumbnail moment. */
            at_seconds?: number;
            /**
             * @description Language of the video; default: the account's.
             * @enum {string}
             */
            language?: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            /** @description Music under the video; absent: the template's default music, if any; `null`: none. */
            music?: components["schemas"]["MusicChoiceInput"] | null;
            /** @description Extra files made from the same render, at most 6, each named once; each adds credits to the price (`tiktok` 2, `reels` 2, `shorts` 2, `youtube` 2, `meta_feed` 2, `webm` 2, `gif` 1, `hls` 3). The video completes only when every one passed its checks. */
            outputs?: components["schemas"]["OutputRequestInput"][];
            /** @description The product to feature. */
            product_id: string;
            /**
             * @description Show that publish profile's output: its frame size, with the layout fitted clear of the platform's interface.
             * @enum {string}
             */
            profile?: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed";
            /** @description The template to use. */
            template_id: string;
            /** @description Texts and options for the template; must satisfy the template's `variables` schema. */
            user_prompt?: {
                [key: string]: unknown;
            };
            /** @description A voice of the video’s language (`GET /voices`); default: espeak-ng’s voice of the language. */
            voice?: string;
        };
        CreateProductBody: {
            brand?: string | null;
            description?: string | null;
            external_id?: string | null;
            /**
             * Format: uri
             * @description The main image; required unless `images` is sent.
             */
            image_url?: string;
            /** @description 1–10 http(s) image URLs, the main one first; `image_url` is always `images[0]`. */
            images?: string[];
            /** @description Product name, 1–200 characters. */
            name: string;
            price?: components["schemas"]["Price"] | null;
        };
        CreateProductBodyInput: {
            brand?: string | null;
            description?: string | null;
            external_id?: string | null;
            /**
             * Format: uri
             * @description The main image; required unless `images` is sent.
             */
            image_url?: string;
            /** @description 1–10 http(s) image URLs, the main one first; `image_url` is always `images[0]`. */
            images?: string[];
            /** @description Product name, 1–200 characters. */
            name: string;
            price?: components["schemas"]["PriceInput"] | null;
        };
        CreateVideoBody: {
            /**
             * @description Language of the video; default: the account's.
             * @enum {string}
             */
            language?: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            /** @description Music under the video; absent: the template's default music, if any; `null`: none. */
            music?: components["schemas"]["MusicChoice"] | null;
            /** @description Extra files made from the same render, at most 6, each named once; each adds credits to the price (`tiktok` 2, `reels` 2, `shorts` 2, `youtube` 2, `meta_feed` 2, `webm` 2, `gif` 1, `hls` 3). The video completes only when every one passed its checks. */
            outputs?: components["schemas"]["OutputRequest"][];
            /** @description The product to feature. */
            product_id: string;
            /** @description The template to use. */
            template_id: string;
            /** @description Texts and options for the template; must satisfy the template's `variables` schema. */
            user_prompt?: {
                [key: string]: unknown;
            };
            /** @description A voice of the video’s language (`GET /voices`); default: espeak-ng’s voice of the language. */
            voice?: string;
            /**
             * Format: uri
             * @description Receives `video.completed` or `video.failed`.
             */
            webhook_url?: string;
        };
        CreateVideoBodyInput: {
            /**
             * @description Language of the video; default: the account's.
             * @enum {string}
             */
            language?: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            /** @description Music under the video; absent: the template's default music, if any; `null`: none. */
            music?: components["schemas"]["MusicChoiceInput"] | null;
            /** @description Extra files made from the same render, at most 6, each named once; each adds credits to the price (`tiktok` 2, `reels` 2, `shorts` 2, `youtube` 2, `meta_feed` 2, `webm` 2, `gif` 1, `hls` 3). The video completes only when every one passed its checks. */
            outputs?: components["schemas"]["OutputRequestInput"][];
            /** @description The product to feature. */
            product_id: string;
            /** @description The template to use. */
            template_id: string;
            /** @description Texts and options for the template; must satisfy the template's `variables` schema. */
            user_prompt?: {
                [key: string]: unknown;
            };
            /** @description A voice of the video’s language (`GET /voices`); default: espeak-ng’s voice of the language. */
            voice?: string;
            /**
             * Format: uri
             * @description Receives `video.completed` or `video.failed`.
             */
            webhook_url?: string;
        };
        CreateWebhookEndpointBody: {
            description?: string | null;
            /** @description Event kinds to receive; default: all. */
            events?: ("video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low")[];
            /**
             * Format: uri
             * @description http(s) address that receives the events.
             */
            url: string;
        };
        CreateWebhookEndpointBodyInput: {
            description?: string | null;
            /** @description Event kinds to receive; default: all. */
            events?: ("video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low")[];
            /**
             * Format: uri
             * @description http(s) address that receives the events.
             */
            url: string;
        };
        DeletedAsset: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
        };
        DeletedAssetInput: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
        };
        DeletedProduct: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `prod_`, time-sortable. */
            id: string;
        };
        DeletedProductInput: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `prod_`, time-sortable. */
            id: string;
        };
        DeletedTemplate: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `tmpl_`, time-sortable. */
            id: string;
        };
        DeletedTemplateInput: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `tmpl_`, time-sortable. */
            id: string;
        };
        DeletedWebhookEndpoint: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `we_`, time-sortable. */
            id: string;
        };
        DeletedWebhookEndpointInput: {
            /** @constant */
            deleted: true;
            /** @description Identifier, prefixed `we_`, time-sortable. */
            id: string;
        };
        Error: {
            error: {
                /** @description Finer, stable reason, e.g. parameter_missing. */
                code: string;
                /** @description A human-readable sentence. */
                message: string;
                /** @description The offending field, dotted for nested ones. */
                param?: string;
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "insufficient_credits" | "not_found" | "idempotency_error" | "rate_limit_error" | "service_unavailable" | "api_error";
            };
        };
        ErrorInput: {
            error: {
                /** @description Finer, stable reason, e.g. parameter_missing. */
                code: string;
                /** @description A human-readable sentence. */
                message: string;
                /** @description The offending field, dotted for nested ones. */
                param?: string;
                /** @enum {string} */
                type: "invalid_request_error" | "authentication_error" | "insufficient_credits" | "not_found" | "idempotency_error" | "rate_limit_error" | "service_unavailable" | "api_error";
            };
        };
        FontAsset: {
            /** @description Size of the file in bytes. */
            bytes: number;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/webp" | "font/ttf" | "font/otf" | "font/woff2" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description The font's family name, from its `name` table. */
            family: string;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
            /** @constant */
            kind: "font";
            /** @description The `name` given at upload, or `null`. */
            name: string | null;
            /** @description The writing systems the font draws: those of which it has a glyph for every basic letter (docs/api.md, "Assets"). */
            scripts: ("Latin" | "Cyrillic" | "Greek" | "Arabic" | "Hebrew" | "Devanagari" | "Thai" | "Han" | "Japanese" | "Hangul")[];
            /** @description The font's style (subfamily) name, such as `Bold Italic`. */
            style: string;
        };
        FontAssetInput: {
            /** @description Size of the file in bytes. */
            bytes: number;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/webp" | "font/ttf" | "font/otf" | "font/woff2" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description The font's family name, from its `name` table. */
            family: string;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
            /** @constant */
            kind: "font";
            /** @description The `name` given at upload, or `null`. */
            name: string | null;
            /** @description The writing systems the font draws: those of which it has a glyph for every basic letter (docs/api.md, "Assets"). */
            scripts: ("Latin" | "Cyrillic" | "Greek" | "Arabic" | "Hebrew" | "Devanagari" | "Thai" | "Han" | "Japanese" | "Hangul")[];
            /** @description The font's style (subfamily) name, such as `Bold Italic`. */
            style: string;
        };
        FrameLayout: {
            at_seconds: number;
            /** @description Everything drawn at that moment, in drawing order. */
            elements: {
                /** @description The drawn ink's bounds (a text's glyphs and its panel), in the template's pixels. */
                box: {
                    height: number;
                    width: number;
                    x: number;
                    y: number;
                };
                /** @enum {string} */
                kind: "background" | "shape" | "product" | "image" | "text" | "caption" | "watermark";
                /** @description The element's name in the template (`headline`, `price`, …); `caption` for captions. */
                name: string;
                opacity: number;
                /** @description The string drawn, after shortening; null for what is not text. */
                text: string | null;
            }[];
            height: number;
            warnings: components["schemas"]["Warning"][];
            width: number;
        };
        FrameLayoutInput: {
            at_seconds: number;
            /** @description Everything drawn at that moment, in drawing order. */
            elements: {
                /** @description The drawn ink's bounds (a text's glyphs and its panel), in the template's pixels. */
                box: {
                    height: number;
                    width: number;
                    x: number;
                    y: number;
                };
                /** @enum {string} */
                kind: "background" | "shape" | "product" | "image" | "text" | "caption" | "watermark";
                /** @description The element's name in the template (`headline`, `price`, …); `caption` for captions. */
                name: string;
                opacity: number;
                /** @description The string drawn, after shortening; null for what is not text. */
                text: string | null;
            }[];
            height: number;
            warnings: components["schemas"]["WarningInput"][];
            width: number;
        };
        GrantCreditsBody: {
            /** @description Credits to add, a positive whole number. */
            amount: number;
            /** @description Why the credits are granted; shown in the account’s history. */
            description: string;
        };
        GrantCreditsBodyInput: {
            /** @description Credits to add, a positive whole number. */
            amount: number;
            /** @description Why the credits are granted; shown in the account’s history. */
            description: string;
        };
        ImageAsset: {
            /** @description Size of the file in bytes. */
            bytes: number;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/webp" | "font/ttf" | "font/otf" | "font/woff2" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Height in pixels, as parsed from the file. */
            height: number;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
            /** @constant */
            kind: "image";
            /** @description The `name` given at upload, or `null`. */
            name: string | null;
            /** @description Width in pixels, as parsed from the file. */
            width: number;
        };
        ImageAssetInput: {
            /** @description Size of the file in bytes. */
            bytes: number;
            /** @enum {string} */
            content_type: "image/png" | "image/jpeg" | "image/webp" | "font/ttf" | "font/otf" | "font/woff2" | "audio/mpeg" | "audio/wav" | "audio/mp4";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Height in pixels, as parsed from the file. */
            height: number;
            /** @description Identifier, prefixed `asset_`, time-sortable. */
            id: string;
            /** @constant */
            kind: "image";
            /** @description The `name` given at upload, or `null`. */
            name: string | null;
            /** @description Width in pixels, as parsed from the file. */
            width: number;
        };
        ImportProductBody: {
            /**
             * Format: uri
             * @description http(s) address of a product page in a shop.
             */
            url: string;
        };
        ImportProductBodyInput: {
            /**
             * Format: uri
             * @description http(s) address of a product page in a shop.
             */
            url: string;
        };
        Language: {
            /**
             * @description BCP 47 primary language code, as `language` takes it.
             * @enum {string}
             */
            code: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            /**
             * @description `rtl`: texts are laid out right to left.
             * @enum {string}
             */
            direction: "ltr" | "rtl";
            /** @description English name. */
            name: string;
            /** @description The language’s name for itself. */
            native_name: string;
            /** @description Writing system, e.g. Latin, Cyrillic, Arabic, Devanagari, Han. */
            script: string;
            /**
             * @description How well the voice-over speaks free text: `poor` is hard to understand (a video then carries the warning `voice_quality_poor`), `fair` understandable with mistakes.
             * @enum {string}
             */
            voice_quality: "good" | "fair" | "poor";
        };
        LanguageInput: {
            /**
             * @description BCP 47 primary language code, as `language` takes it.
             * @enum {string}
             */
            code: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            /**
             * @description `rtl`: texts are laid out right to left.
             * @enum {string}
             */
            direction: "ltr" | "rtl";
            /** @description English name. */
            name: string;
            /** @description The language’s name for itself. */
            native_name: string;
            /** @description Writing system, e.g. Latin, Cyrillic, Arabic, Devanagari, Han. */
            script: string;
            /**
             * @description How well the voice-over speaks free text: `poor` is hard to understand (a video then carries the warning `voice_quality_poor`), `fair` understandable with mistakes.
             * @enum {string}
             */
            voice_quality: "good" | "fair" | "poor";
        };
        LanguageList: {
            data: components["schemas"]["Language"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        LanguageListInput: {
            data: components["schemas"]["LanguageInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        MusicChoice: {
            /** @description An audio asset of this account (`POST /assets`). */
            asset_id?: string;
            /** @description Seconds the music fades in over, 0–5; default 0.5. */
            fade_in_seconds?: number;
            /** @description Seconds the music fades out over, to the end, 0–5; default 1.5. */
            fade_out_seconds?: number;
            /**
             * Format: uri
             * @description An MP3, WAV, M4A/AAC … file the render downloads under the image rules (public address, ≤ 20 MB).
             */
            url?: string;
            /** @description The music's level in dB before ducking and loudness, -30–0; default -10. */
            volume_db?: number;
        };
        MusicChoiceInput: {
            /** @description An audio asset of this account (`POST /assets`). */
            asset_id?: string;
            /** @description Seconds the music fades in over, 0–5; default 0.5. */
            fade_in_seconds?: number;
            /** @description Seconds the music fades out over, to the end, 0–5; default 1.5. */
            fade_out_seconds?: number;
            /**
             * Format: uri
             * @description An MP3, WAV, M4A/AAC … file the render downloads under the image rules (public address, ≤ 20 MB).
             */
            url?: string;
            /** @description The music's level in dB before ducking and loudness, -30–0; default -10. */
            volume_db?: number;
        };
        OutputKind: {
            /** @description What it adds to a video's price, on top of the template's credits. */
            credits: number;
            fps: number | null;
            height: number | null;
            /**
             * @description Which of the two fields of `outputs[]` takes the name.
             * @enum {string}
             */
            kind: "profile" | "format";
            /**
             * @description As `outputs[].profile` or `outputs[].format` names it.
             * @enum {string}
             */
            name: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed" | "webm" | "gif" | "hls";
            /** @description Where a profile's frame is clear of its platform's interface, in its pixels; null for a format. */
            safe_area: {
                height: number;
                width: number;
                x: number;
                y: number;
            } | null;
            /** @description A profile's frame; null for a format (the template's size). */
            width: number | null;
        };
        OutputKindInput: {
            /** @description What it adds to a video's price, on top of the template's credits. */
            credits: number;
            fps: number | null;
            height: number | null;
            /**
             * @description Which of the two fields of `outputs[]` takes the name.
             * @enum {string}
             */
            kind: "profile" | "format";
            /**
             * @description As `outputs[].profile` or `outputs[].format` names it.
             * @enum {string}
             */
            name: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed" | "webm" | "gif" | "hls";
            /** @description Where a profile's frame is clear of its platform's interface, in its pixels; null for a format. */
            safe_area: {
                height: number;
                width: number;
                x: number;
                y: number;
            } | null;
            /** @description A profile's frame; null for a format (the template's size). */
            width: number | null;
        };
        OutputKindList: {
            data: components["schemas"]["OutputKind"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        OutputKindListInput: {
            data: components["schemas"]["OutputKindInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        OutputRequest: {
            /**
             * @description `webm` (VP9 + Opus), `gif` (at most 8 MB) or `hls` (a 360p/720p/1080p ladder, master playlist).
             * @enum {string}
             */
            format?: "webm" | "gif" | "hls";
            /**
             * @description A platform's MP4, composed for its size and safe zone and checked against its spec (`meta_feed` is 4:5).
             * @enum {string}
             */
            profile?: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed";
        };
        OutputRequestInput: {
            /**
             * @description `webm` (VP9 + Opus), `gif` (at most 8 MB) or `hls` (a 360p/720p/1080p ladder, master playlist).
             * @enum {string}
             */
            format?: "webm" | "gif" | "hls";
            /**
             * @description A platform's MP4, composed for its size and safe zone and checked against its spec (`meta_feed` is 4:5).
             * @enum {string}
             */
            profile?: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed";
        };
        Price: {
            /** @description In the currency’s smallest unit (ISO 4217): 1990 is $19.90 in `usd`, ¥1,990 in `jpy`. */
            amount: number;
            /** @description Lowercase ISO 4217 currency code. */
            currency: string;
        };
        PriceInput: {
            /** @description In the currency’s smallest unit (ISO 4217): 1990 is $19.90 in `usd`, ¥1,990 in `jpy`. */
            amount: number;
            /** @description Lowercase ISO 4217 currency code. */
            currency: string;
        };
        Product: {
            brand: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            description: string | null;
            /** @description Your own id for the product, unique in your account. */
            external_id: string | null;
            /** @description Identifier, prefixed `prod_`, time-sortable. */
            id: string;
            /** @description The main image: always `images[0]`. */
            image_url: string;
            /** @description 1–10 image URLs, the main one first. */
            images: string[];
            name: string;
            price: components["schemas"]["Price"] | null;
            /** @description The page an imported product was read from (a feed’s `link`); `null` otherwise. */
            source_url: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
        };
        ProductInput: {
            brand: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            description: string | null;
            /** @description Your own id for the product, unique in your account. */
            external_id: string | null;
            /** @description Identifier, prefixed `prod_`, time-sortable. */
            id: string;
            /** @description The main image: always `images[0]`. */
            image_url: string;
            /** @description 1–10 image URLs, the main one first. */
            images: string[];
            name: string;
            price: components["schemas"]["PriceInput"] | null;
            /** @description The page an imported product was read from (a feed’s `link`); `null` otherwise. */
            source_url: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
        };
        ProductList: {
            data: components["schemas"]["Product"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        ProductListInput: {
            data: components["schemas"]["ProductInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        ProductSync: {
            /**
             * Format: date-time
             * @description When it ended.
             */
            completed_at: string;
            created: number;
            /**
             * Format: date-time
             * @description When the sync began.
             */
            created_at: string;
            /** @description The first 100 problems, by row. */
            errors: {
                /** @enum {string} */
                code: "missing_field" | "invalid_value" | "invalid_url" | "invalid_price" | "too_many_images" | "duplicate_external_id" | "malformed_row" | "too_many_rows";
                /** @description The attribute as the feed names it; `null` for the whole row. */
                column: string | null;
                message: string;
                row: number;
            }[];
            /** @description Rows refused; each has at least one entry in `errors` (the first 100 are answered). */
            failed: number;
            /**
             * @description How the feed was read: `shopify` for a products.json.
             * @enum {string}
             */
            format: "csv" | "tsv" | "xml" | "shopify";
            /** @description Identifier, prefixed `sync_`, time-sortable. */
            id: string;
            /** @description The products this sync created or updated (a batch with its `sync_id` features them): in the feed’s order when the sync answers, in id order when read back. */
            product_ids_changed: string[];
            /** @description Data rows read (items, entries, products), counted from 1. */
            rows: number;
            /**
             * @description A sync is recorded when it ends; one stopped midway has no record.
             * @constant
             */
            status: "completed";
            /** @description Rows whose product already was exactly as the feed says: not touched. */
            unchanged: number;
            updated: number;
            /** @description Where the feed was fetched from; `null` for an upload. */
            url: string | null;
        };
        ProductSyncInput: {
            /**
             * Format: date-time
             * @description When it ended.
             */
            completed_at: string;
            created: number;
            /**
             * Format: date-time
             * @description When the sync began.
             */
            created_at: string;
            /** @description The first 100 problems, by row. */
            errors: {
                /** @enum {string} */
                code: "missing_field" | "invalid_value" | "invalid_url" | "invalid_price" | "too_many_images" | "duplicate_external_id" | "malformed_row" | "too_many_rows";
                /** @description The attribute as the feed names it; `null` for the whole row. */
                column: string | null;
                message: string;
                row: number;
            }[];
            /** @description Rows refused; each has at least one entry in `errors` (the first 100 are answered). */
            failed: number;
            /**
             * @description How the feed was read: `shopify` for a products.json.
             * @enum {string}
             */
            format: "csv" | "tsv" | "xml" | "shopify";
            /** @description Identifier, prefixed `sync_`, time-sortable. */
            id: string;
            /** @description The products this sync created or updated (a batch with its `sync_id` features them): in the feed’s order when the sync answers, in id order when read back. */
            product_ids_changed: string[];
            /** @description Data rows read (items, entries, products), counted from 1. */
            rows: number;
            /**
             * @description A sync is recorded when it ends; one stopped midway has no record.
             * @constant
             */
            status: "completed";
            /** @description Rows whose product already was exactly as the feed says: not touched. */
            unchanged: number;
            updated: number;
            /** @description Where the feed was fetched from; `null` for an upload. */
            url: string | null;
        };
        ProductSyncList: {
            data: components["schemas"]["ProductSyncSummary"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        ProductSyncListInput: {
            data: components["schemas"]["ProductSyncSummaryInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        ProductSyncSummary: {
            /**
             * Format: date-time
             * @description When it ended.
             */
            completed_at: string;
            created: number;
            /**
             * Format: date-time
             * @description When the sync began.
             */
            created_at: string;
            /** @description The first 100 problems, by row. */
            errors: {
                /** @enum {string} */
                code: "missing_field" | "invalid_value" | "invalid_url" | "invalid_price" | "too_many_images" | "duplicate_external_id" | "malformed_row" | "too_many_rows";
                /** @description The attribute as the feed names it; `null` for the whole row. */
                column: string | null;
                message: string;
                row: number;
            }[];
            /** @description Rows refused; each has at least one entry in `errors` (the first 100 are answered). */
            failed: number;
            /**
             * @description How the feed was read: `shopify` for a products.json.
             * @enum {string}
             */
            format: "csv" | "tsv" | "xml" | "shopify";
            /** @description Identifier, prefixed `sync_`, time-sortable. */
            id: string;
            /** @description Data rows read (items, entries, products), counted from 1. */
            rows: number;
            /**
             * @description A sync is recorded when it ends; one stopped midway has no record.
             * @constant
             */
            status: "completed";
            /** @description Rows whose product already was exactly as the feed says: not touched. */
            unchanged: number;
            updated: number;
            /** @description Where the feed was fetched from; `null` for an upload. */
            url: string | null;
        };
        ProductSyncSummaryInput: {
            /**
             * Format: date-time
             * @description When it ended.
             */
            completed_at: string;
            created: number;
            /**
             * Format: date-time
             * @description When the sync began.
             */
            created_at: string;
            /** @description The first 100 problems, by row. */
            errors: {
                /** @enum {string} */
                code: "missing_field" | "invalid_value" | "invalid_url" | "invalid_price" | "too_many_images" | "duplicate_external_id" | "malformed_row" | "too_many_rows";
                /** @description The attribute as the feed names it; `null` for the whole row. */
                column: string | null;
                message: string;
                row: number;
            }[];
            /** @description Rows refused; each has at least one entry in `errors` (the first 100 are answered). */
            failed: number;
            /**
             * @description How the feed was read: `shopify` for a products.json.
             * @enum {string}
             */
            format: "csv" | "tsv" | "xml" | "shopify";
            /** @description Identifier, prefixed `sync_`, time-sortable. */
            id: string;
            /** @description Data rows read (items, entries, products), counted from 1. */
            rows: number;
            /**
             * @description A sync is recorded when it ends; one stopped midway has no record.
             * @constant
             */
            status: "completed";
            /** @description Rows whose product already was exactly as the feed says: not touched. */
            unchanged: number;
            updated: number;
            /** @description Where the feed was fetched from; `null` for an upload. */
            url: string | null;
        };
        StripeWebhookReceipt: {
            /** @constant */
            received: true;
        };
        StripeWebhookReceiptInput: {
            /** @constant */
            received: true;
        };
        SyncProductsFromUrlBody: {
            /**
             * Format: uri
             * @description http(s) address of the feed (CSV, TSV, RSS/Atom XML or Shopify products.json, told apart by its content).
             */
            url: string;
        };
        SyncProductsFromUrlBodyInput: {
            /**
             * Format: uri
             * @description http(s) address of the feed (CSV, TSV, RSS/Atom XML or Shopify products.json, told apart by its content).
             */
            url: string;
        };
        Template: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What a video made with this template costs; an account's template is priced from its work. */
            credits: number;
            /** @description What it looks like, in a sentence or two. */
            description: string;
            /** @description Length of a video made with it. */
            duration_seconds: number;
            /** @description Frames a second. */
            fps: number;
            /** @description Frame height in pixels. */
            height: number;
            /** @description Identifier, prefixed `tmpl_`, time-sortable. */
            id: string;
            /** @description What the template is called. */
            name: string;
            /**
             * @description `reelsmith` for a built-in template, `account` for one of your own.
             * @enum {string}
             */
            owner: "reelsmith" | "account";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
            /** @description JSON Schema that `user_prompt` must satisfy. */
            variables: {
                [key: string]: unknown;
            };
            /** @description The current version, from 1; each `PUT` adds one. A video renders the version it was made with. */
            version: number;
            /** @description Frame width in pixels. */
            width: number;
        };
        /** @description A template: its public fields beside `definition`, the scene description (docs/template-format.md). The rules a JSON Schema cannot express (references, layout, timing, caption regions) are checked by the service. */
        TemplateBody: {
            definition: {
                music?: {
                    asset_id: string;
                    fade_in_seconds?: number;
                    fade_out_seconds?: number;
                    volume_db?: number;
                };
                palette: {
                    [key: string]: string | {
                        default: string;
                        variable: string;
                    } | {
                        contrast_with: string;
                    } | {
                        amount: number;
                        shade_of: string;
                    };
                };
                scenes: {
                    background: {
                        colour: string;
                    } | {
                        gradient: {
                            angle: number;
                            from: string;
                            to: string;
                        };
                    };
                    captions?: {
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                    };
                    duration_seconds: number;
                    images?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        asset_id: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                    }[];
                    product?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        backdrop: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                        shadow?: boolean;
                        zoom: {
                            from: number;
                            to: number;
                        };
                    };
                    shapes?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        kind: "rect" | "circle";
                        name?: string;
                        opacity?: number;
                        radius?: number;
                    }[];
                    texts: {
                        /** @enum {unknown} */
                        align: "start" | "center" | "end";
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        font: ("sans" | "serif") | {
                            asset_id: string;
                        };
                        letter_spacing?: number;
                        line_height?: number;
                        max_lines?: number;
                        min_size: number;
                        name?: string;
                        panel?: {
                            colour: string;
                            padding: {
                                x: number;
                                y: number;
                            };
                            radius?: number;
                            /** @enum {unknown} */
                            shape: "rounded" | "circle";
                            /** @enum {unknown} */
                            size: "box" | "text";
                        };
                        /** @enum {unknown} */
                        reveal?: "words";
                        short?: string;
                        size: number;
                        text: string;
                        uppercase?: boolean;
                        /** @enum {unknown} */
                        valign: "top" | "middle" | "bottom";
                        /** @enum {unknown} */
                        weight: "regular" | "bold";
                    }[];
                }[];
                thumbnail_at_seconds: number;
                transition: {
                    duration_seconds: number;
                    /** @enum {unknown} */
                    effect: "fade" | "fadeblack" | "fadewhite" | "wipeleft" | "wiperight" | "wipeup" | "wipedown" | "slideleft" | "slideright" | "slideup" | "slidedown";
                };
                voiceover: (string | {
                    /** @enum {unknown} */
                    captions?: "on" | "off";
                    priority: number;
                    scene: number;
                    text: string;
                    while_shown?: number;
                })[];
            };
            description: string;
            duration_seconds: number;
            fps: number;
            height: number;
            name: string;
            variables: {
                properties?: Record<string, never>;
            };
            width: number;
        };
        /** @description A template: its public fields beside `definition`, the scene description (docs/template-format.md). The rules a JSON Schema cannot express (references, layout, timing, caption regions) are checked by the service. */
        TemplateBodyInput: {
            definition: {
                music?: {
                    asset_id: string;
                    fade_in_seconds?: number;
                    fade_out_seconds?: number;
                    volume_db?: number;
                };
                palette: {
                    [key: string]: string | {
                        default: string;
                        variable: string;
                    } | {
                        contrast_with: string;
                    } | {
                        amount: number;
                        shade_of: string;
                    };
                };
                scenes: {
                    background: {
                        colour: string;
                    } | {
                        gradient: {
                            angle: number;
                            from: string;
                            to: string;
                        };
                    };
                    captions?: {
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                    };
                    duration_seconds: number;
                    images?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        asset_id: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                    }[];
                    product?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        backdrop: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                        shadow?: boolean;
                        zoom: {
                            from: number;
                            to: number;
                        };
                    };
                    shapes?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        kind: "rect" | "circle";
                        name?: string;
                        opacity?: number;
                        radius?: number;
                    }[];
                    texts: {
                        /** @enum {unknown} */
                        align: "start" | "center" | "end";
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        font: ("sans" | "serif") | {
                            asset_id: string;
                        };
                        letter_spacing?: number;
                        line_height?: number;
                        max_lines?: number;
                        min_size: number;
                        name?: string;
                        panel?: {
                            colour: string;
                            padding: {
                                x: number;
                                y: number;
                            };
                            radius?: number;
                            /** @enum {unknown} */
                            shape: "rounded" | "circle";
                            /** @enum {unknown} */
                            size: "box" | "text";
                        };
                        /** @enum {unknown} */
                        reveal?: "words";
                        short?: string;
                        size: number;
                        text: string;
                        uppercase?: boolean;
                        /** @enum {unknown} */
                        valign: "top" | "middle" | "bottom";
                        /** @enum {unknown} */
                        weight: "regular" | "bold";
                    }[];
                }[];
                thumbnail_at_seconds: number;
                transition: {
                    duration_seconds: number;
                    /** @enum {unknown} */
                    effect: "fade" | "fadeblack" | "fadewhite" | "wipeleft" | "wiperight" | "wipeup" | "wipedown" | "slideleft" | "slideright" | "slideup" | "slidedown";
                };
                voiceover: (string | {
                    /** @enum {unknown} */
                    captions?: "on" | "off";
                    priority: number;
                    scene: number;
                    text: string;
                    while_shown?: number;
                })[];
            };
            description: string;
            duration_seconds: number;
            fps: number;
            height: number;
            name: string;
            variables: {
                properties?: Record<string, never>;
            };
            width: number;
        };
        TemplateDetail: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What a video made with this template costs; an account's template is priced from its work. */
            credits: number;
            /** @description The whole scene description (docs/template-format.md): palette, scenes, voice-over, transition, thumbnail moment. At most 256 KiB of JSON. */
            definition: {
                music?: {
                    asset_id: string;
                    fade_in_seconds?: number;
                    fade_out_seconds?: number;
                    volume_db?: number;
                };
                palette: {
                    [key: string]: string | {
                        default: string;
                        variable: string;
                    } | {
                        contrast_with: string;
                    } | {
                        amount: number;
                        shade_of: string;
                    };
                };
                scenes: {
                    background: {
                        colour: string;
                    } | {
                        gradient: {
                            angle: number;
                            from: string;
                            to: string;
                        };
                    };
                    captions?: {
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                    };
                    duration_seconds: number;
                    images?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        asset_id: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                    }[];
                    product?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        backdrop: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                        shadow?: boolean;
                        zoom: {
                            from: number;
                            to: number;
                        };
                    };
                    shapes?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        kind: "rect" | "circle";
                        name?: string;
                        opacity?: number;
                        radius?: number;
                    }[];
                    texts: {
                        /** @enum {unknown} */
                        align: "start" | "center" | "end";
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        font: ("sans" | "serif") | {
                            asset_id: string;
                        };
                        letter_spacing?: number;
                        line_height?: number;
                        max_lines?: number;
                        min_size: number;
                        name?: string;
                        panel?: {
                            colour: string;
                            padding: {
                                x: number;
                                y: number;
                            };
                            radius?: number;
                            /** @enum {unknown} */
                            shape: "rounded" | "circle";
                            /** @enum {unknown} */
                            size: "box" | "text";
                        };
                        /** @enum {unknown} */
                        reveal?: "words";
                        short?: string;
                        size: number;
                        text: string;
                        uppercase?: boolean;
                        /** @enum {unknown} */
                        valign: "top" | "middle" | "bottom";
                        /** @enum {unknown} */
                        weight: "regular" | "bold";
                    }[];
                }[];
                thumbnail_at_seconds: number;
                transition: {
                    duration_seconds: number;
                    /** @enum {unknown} */
                    effect: "fade" | "fadeblack" | "fadewhite" | "wipeleft" | "wiperight" | "wipeup" | "wipedown" | "slideleft" | "slideright" | "slideup" | "slidedown";
                };
                voiceover: (string | {
                    /** @enum {unknown} */
                    captions?: "on" | "off";
                    priority: number;
                    scene: number;
                    text: string;
                    while_shown?: number;
                })[];
            };
            /** @description What it looks like, in a sentence or two. */
            description: string;
            /** @description Length of a video made with it. */
            duration_seconds: number;
            /** @description Frames a second. */
            fps: number;
            /** @description Frame height in pixels. */
            height: number;
            /** @description Identifier, prefixed `tmpl_`, time-sortable. */
            id: string;
            /** @description What the template is called. */
            name: string;
            /**
             * @description `reelsmith` for a built-in template, `account` for one of your own.
             * @enum {string}
             */
            owner: "reelsmith" | "account";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
            /** @description JSON Schema that `user_prompt` must satisfy. */
            variables: {
                [key: string]: unknown;
            };
            /** @description The current version, from 1; each `PUT` adds one. A video renders the version it was made with. */
            version: number;
            /** @description Frame width in pixels. */
            width: number;
        };
        TemplateDetailInput: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What a video made with this template costs; an account's template is priced from its work. */
            credits: number;
            /** @description The whole scene description (docs/template-format.md): palette, scenes, voice-over, transition, thumbnail moment. At most 256 KiB of JSON. */
            definition: {
                music?: {
                    asset_id: string;
                    fade_in_seconds?: number;
                    fade_out_seconds?: number;
                    volume_db?: number;
                };
                palette: {
                    [key: string]: string | {
                        default: string;
                        variable: string;
                    } | {
                        contrast_with: string;
                    } | {
                        amount: number;
                        shade_of: string;
                    };
                };
                scenes: {
                    background: {
                        colour: string;
                    } | {
                        gradient: {
                            angle: number;
                            from: string;
                            to: string;
                        };
                    };
                    captions?: {
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                    };
                    duration_seconds: number;
                    images?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        asset_id: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                    }[];
                    product?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        backdrop: string;
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        fit: "cover" | "contain";
                        name?: string;
                        shadow?: boolean;
                        zoom: {
                            from: number;
                            to: number;
                        };
                    };
                    shapes?: {
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        /** @enum {unknown} */
                        kind: "rect" | "circle";
                        name?: string;
                        opacity?: number;
                        radius?: number;
                    }[];
                    texts: {
                        /** @enum {unknown} */
                        align: "start" | "center" | "end";
                        animate?: {
                            opacity?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            rotation?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            scale?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            x?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                            y?: {
                                at: number;
                                /** @enum {unknown} */
                                easing?: "linear" | "ease_in" | "ease_out" | "ease_in_out";
                                value: number;
                            }[];
                        };
                        box: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        captions_box?: {
                            height: number;
                            width: number;
                            x: number;
                            y: number;
                        };
                        colour: string;
                        enter: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        exit?: {
                            at: number;
                            duration: number;
                            /** @enum {unknown} */
                            effect: "fade" | "slide_up" | "slide_down" | "slide_left" | "slide_right";
                        };
                        font: ("sans" | "serif") | {
                            asset_id: string;
                        };
                        letter_spacing?: number;
                        line_height?: number;
                        max_lines?: number;
                        min_size: number;
                        name?: string;
                        panel?: {
                            colour: string;
                            padding: {
                                x: number;
                                y: number;
                            };
                            radius?: number;
                            /** @enum {unknown} */
                            shape: "rounded" | "circle";
                            /** @enum {unknown} */
                            size: "box" | "text";
                        };
                        /** @enum {unknown} */
                        reveal?: "words";
                        short?: string;
                        size: number;
                        text: string;
                        uppercase?: boolean;
                        /** @enum {unknown} */
                        valign: "top" | "middle" | "bottom";
                        /** @enum {unknown} */
                        weight: "regular" | "bold";
                    }[];
                }[];
                thumbnail_at_seconds: number;
                transition: {
                    duration_seconds: number;
                    /** @enum {unknown} */
                    effect: "fade" | "fadeblack" | "fadewhite" | "wipeleft" | "wiperight" | "wipeup" | "wipedown" | "slideleft" | "slideright" | "slideup" | "slidedown";
                };
                voiceover: (string | {
                    /** @enum {unknown} */
                    captions?: "on" | "off";
                    priority: number;
                    scene: number;
                    text: string;
                    while_shown?: number;
                })[];
            };
            /** @description What it looks like, in a sentence or two. */
            description: string;
            /** @description Length of a video made with it. */
            duration_seconds: number;
            /** @description Frames a second. */
            fps: number;
            /** @description Frame height in pixels. */
            height: number;
            /** @description Identifier, prefixed `tmpl_`, time-sortable. */
            id: string;
            /** @description What the template is called. */
            name: string;
            /**
             * @description `reelsmith` for a built-in template, `account` for one of your own.
             * @enum {string}
             */
            owner: "reelsmith" | "account";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
            /** @description JSON Schema that `user_prompt` must satisfy. */
            variables: {
                [key: string]: unknown;
            };
            /** @description The current version, from 1; each `PUT` adds one. A video renders the version it was made with. */
            version: number;
            /** @description Frame width in pixels. */
            width: number;
        };
        TemplateInput: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What a video made with this template costs; an account's template is priced from its work. */
            credits: number;
            /** @description What it looks like, in a sentence or two. */
            description: string;
            /** @description Length of a video made with it. */
            duration_seconds: number;
            /** @description Frames a second. */
            fps: number;
            /** @description Frame height in pixels. */
            height: number;
            /** @description Identifier, prefixed `tmpl_`, time-sortable. */
            id: string;
            /** @description What the template is called. */
            name: string;
            /**
             * @description `reelsmith` for a built-in template, `account` for one of your own.
             * @enum {string}
             */
            owner: "reelsmith" | "account";
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
            /** @description JSON Schema that `user_prompt` must satisfy. */
            variables: {
                [key: string]: unknown;
            };
            /** @description The current version, from 1; each `PUT` adds one. A video renders the version it was made with. */
            version: number;
            /** @description Frame width in pixels. */
            width: number;
        };
        TemplateIssue: {
            /** @description Stable reason, e.g. `box_outside_frame`, `text_would_be_shortened`. */
            code: string;
            /** @description A sentence for people. */
            message: string;
            /** @description The field, dotted: `definition.scenes.2.texts.0.box`. */
            param: string;
        };
        TemplateIssueInput: {
            /** @description Stable reason, e.g. `box_outside_frame`, `text_would_be_shortened`. */
            code: string;
            /** @description A sentence for people. */
            message: string;
            /** @description The field, dotted: `definition.scenes.2.texts.0.box`. */
            param: string;
        };
        TemplateList: {
            data: components["schemas"]["Template"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        TemplateListInput: {
            data: components["schemas"]["TemplateInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        TemplateValidation: {
            /** @description What one video of the template would cost; null when invalid. */
            credits: number | null;
            /** @description Why the template is refused; empty when valid. */
            errors: components["schemas"]["TemplateIssue"][];
            /** @description Whether `POST /templates` would accept the body. */
            valid: boolean;
            /** @description Likely mistakes the render's layout finds: a text that long content would shorten, a font without a language's letters. */
            warnings: components["schemas"]["TemplateIssue"][];
        };
        TemplateValidationInput: {
            /** @description What one video of the template would cost; null when invalid. */
            credits: number | null;
            /** @description Why the template is refused; empty when valid. */
            errors: components["schemas"]["TemplateIssueInput"][];
            /** @description Whether `POST /templates` would accept the body. */
            valid: boolean;
            /** @description Likely mistakes the render's layout finds: a text that long content would shorten, a font without a language's letters. */
            warnings: components["schemas"]["TemplateIssueInput"][];
        };
        TopUp: {
            /** @description Integer cents. */
            amount: number;
            /**
             * Format: uri
             * @description Where the payment is completed.
             */
            checkout_url: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Credits the payment adds. */
            credits: number;
            /** @enum {string} */
            currency: "usd" | "eur" | "gbp";
            /**
             * Format: date-time
             * @description After this, the checkout can no longer be paid.
             */
            expires_at: string;
            /** @description Identifier, prefixed `topup_`, time-sortable. */
            id: string;
            /** @enum {string} */
            platform: "sandbox" | "stripe";
            /**
             * @description pending → paid | canceled | expired.
             * @enum {string}
             */
            status: "pending" | "paid" | "canceled" | "expired";
        };
        TopUpBody: {
            /** @description Integer cents, 1,000 to 1,000,000. 100 cents buy 10 credits. */
            amount: number;
            /**
             * @description Lowercase currency code.
             * @enum {string}
             */
            currency: "usd" | "eur" | "gbp";
        };
        TopUpBodyInput: {
            /** @description Integer cents, 1,000 to 1,000,000. 100 cents buy 10 credits. */
            amount: number;
            /**
             * @description Lowercase currency code.
             * @enum {string}
             */
            currency: "usd" | "eur" | "gbp";
        };
        TopUpInput: {
            /** @description Integer cents. */
            amount: number;
            /**
             * Format: uri
             * @description Where the payment is completed.
             */
            checkout_url: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description Credits the payment adds. */
            credits: number;
            /** @enum {string} */
            currency: "usd" | "eur" | "gbp";
            /**
             * Format: date-time
             * @description After this, the checkout can no longer be paid.
             */
            expires_at: string;
            /** @description Identifier, prefixed `topup_`, time-sortable. */
            id: string;
            /** @enum {string} */
            platform: "sandbox" | "stripe";
            /**
             * @description pending → paid | canceled | expired.
             * @enum {string}
             */
            status: "pending" | "paid" | "canceled" | "expired";
        };
        UpdateProductBody: {
            /** @description `null` clears the brand. */
            brand?: string | null;
            /** @description `null` clears the description. */
            description?: string | null;
            /** @description `null` clears the external id. */
            external_id?: string | null;
            /**
             * Format: uri
             * @description Replaces the main image (`images[0]`) and keeps the others.
             */
            image_url?: string;
            /** @description Replaces every image; the first becomes `image_url`. */
            images?: string[];
            /** @description Product name, 1–200 characters. */
            name?: string;
            /** @description `null` clears the price. */
            price?: components["schemas"]["Price"] | null;
        };
        UpdateProductBodyInput: {
            /** @description `null` clears the brand. */
            brand?: string | null;
            /** @description `null` clears the description. */
            description?: string | null;
            /** @description `null` clears the external id. */
            external_id?: string | null;
            /**
             * Format: uri
             * @description Replaces the main image (`images[0]`) and keeps the others.
             */
            image_url?: string;
            /** @description Replaces every image; the first becomes `image_url`. */
            images?: string[];
            /** @description Product name, 1–200 characters. */
            name?: string;
            /** @description `null` clears the price. */
            price?: components["schemas"]["PriceInput"] | null;
        };
        UpdateWebhookEndpointBody: {
            /** @description `null` clears the description. */
            description?: string | null;
            /** @description A disabled endpoint receives nothing. */
            enabled?: boolean;
            /** @description Event kinds to receive: `video.completed`, `video.failed`, `video.processing`, `batch.completed`, `top_up.completed`, `balance.low`. */
            events?: ("video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low")[];
            /**
             * Format: uri
             * @description http(s) address that receives the events.
             */
            url?: string;
        };
        UpdateWebhookEndpointBodyInput: {
            /** @description `null` clears the description. */
            description?: string | null;
            /** @description A disabled endpoint receives nothing. */
            enabled?: boolean;
            /** @description Event kinds to receive: `video.completed`, `video.failed`, `video.processing`, `batch.completed`, `top_up.completed`, `balance.low`. */
            events?: ("video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low")[];
            /**
             * Format: uri
             * @description http(s) address that receives the events.
             */
            url?: string;
        };
        Video: {
            /** @description The batch that made the video; null for a video made on its own. */
            batch_id: string | null;
            /** @description WebVTT (`text/vtt`) of what the voice-over says, each cue timed to its speech, once completed; null for a video without a voice-over. */
            captions_url: string | null;
            completed_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What the video finally cost (its template's credits plus its outputs'): 0 when failed. */
            credits_used: number;
            duration_seconds: number;
            error: {
                /** @enum {string} */
                code: "image_unreachable" | "image_invalid" | "insufficient_credits" | "render_failed" | "timeout" | "canceled";
                message: string;
            } | null;
            failed_at: string | null;
            height: number;
            /** @description Identifier, prefixed `vid_`, time-sortable. */
            id: string;
            /** @enum {string} */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            music: components["schemas"]["VideoMusic"] | null;
            /** @description The extra files asked for, in the order asked; empty when none. `video_url` stays the template’s MP4. */
            outputs: components["schemas"]["VideoOutput"][];
            product_id: string;
            progress: number;
            started_at: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
            template_id: string;
            /** @description The template's version the video was made with, and renders, whatever later `PUT`s change. */
            template_version: number;
            /** @description JPEG of the same aspect, once completed. */
            thumbnail_url: string | null;
            user_prompt: {
                [key: string]: unknown;
            };
            /** @description MP4 (H.264, yuv420p, AAC when there is audio), once completed. */
            video_url: string | null;
            /** @description The voice of the voice-over (`GET /voices`). */
            voice: string;
            /** @description What the render had to change (a name shortened to fit, …); empty when nothing. */
            warnings: components["schemas"]["Warning"][];
            webhook_url: string | null;
            width: number;
        };
        VideoInput: {
            /** @description The batch that made the video; null for a video made on its own. */
            batch_id: string | null;
            /** @description WebVTT (`text/vtt`) of what the voice-over says, each cue timed to its speech, once completed; null for a video without a voice-over. */
            captions_url: string | null;
            completed_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description What the video finally cost (its template's credits plus its outputs'): 0 when failed. */
            credits_used: number;
            duration_seconds: number;
            error: {
                /** @enum {string} */
                code: "image_unreachable" | "image_invalid" | "insufficient_credits" | "render_failed" | "timeout" | "canceled";
                message: string;
            } | null;
            failed_at: string | null;
            height: number;
            /** @description Identifier, prefixed `vid_`, time-sortable. */
            id: string;
            /** @enum {string} */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            music: components["schemas"]["VideoMusicInput"] | null;
            /** @description The extra files asked for, in the order asked; empty when none. `video_url` stays the template’s MP4. */
            outputs: components["schemas"]["VideoOutputInput"][];
            product_id: string;
            progress: number;
            started_at: string | null;
            /** @enum {string} */
            status: "queued" | "processing" | "completed" | "failed";
            template_id: string;
            /** @description The template's version the video was made with, and renders, whatever later `PUT`s change. */
            template_version: number;
            /** @description JPEG of the same aspect, once completed. */
            thumbnail_url: string | null;
            user_prompt: {
                [key: string]: unknown;
            };
            /** @description MP4 (H.264, yuv420p, AAC when there is audio), once completed. */
            video_url: string | null;
            /** @description The voice of the voice-over (`GET /voices`). */
            voice: string;
            /** @description What the render had to change (a name shortened to fit, …); empty when nothing. */
            warnings: components["schemas"]["WarningInput"][];
            webhook_url: string | null;
            width: number;
        };
        VideoList: {
            data: components["schemas"]["Video"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        VideoListInput: {
            data: components["schemas"]["VideoInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        /** @description The music under the video (the request's, else the template's default), levels filled in. */
        VideoMusic: {
            asset_id: string | null;
            fade_in_seconds: number;
            fade_out_seconds: number;
            url: string | null;
            volume_db: number;
        };
        /** @description The music under the video (the request's, else the template's default), levels filled in. */
        VideoMusicInput: {
            asset_id: string | null;
            fade_in_seconds: number;
            fade_out_seconds: number;
            url: string | null;
            volume_db: number;
        };
        VideoOutput: {
            /** @description The file’s size; for HLS every playlist and segment together. */
            bytes: number | null;
            /** @description The checks against the output's profile (ffprobe, EBU R128), once rendered. */
            checks: {
                failures: {
                    actual: string;
                    /** @description `video_codec`, `size`, `frame_rate`, `duration`, `bitrate`, `loudness`, … */
                    check: string;
                    expected: string;
                }[];
                passed: boolean;
            } | null;
            duration_seconds: number | null;
            /**
             * @description The format asked for (or `profile`).
             * @enum {string}
             */
            format?: "webm" | "gif" | "hls";
            height: number | null;
            /**
             * @description The publish profile asked for (or `format`).
             * @enum {string}
             */
            profile?: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed";
            /** @description The file once the video completed (HLS: the master playlist, its variants and segments beside it). */
            url: string | null;
            width: number | null;
        };
        VideoOutputInput: {
            /** @description The file’s size; for HLS every playlist and segment together. */
            bytes: number | null;
            /** @description The checks against the output's profile (ffprobe, EBU R128), once rendered. */
            checks: {
                failures: {
                    actual: string;
                    /** @description `video_codec`, `size`, `frame_rate`, `duration`, `bitrate`, `loudness`, … */
                    check: string;
                    expected: string;
                }[];
                passed: boolean;
            } | null;
            duration_seconds: number | null;
            /**
             * @description The format asked for (or `profile`).
             * @enum {string}
             */
            format?: "webm" | "gif" | "hls";
            height: number | null;
            /**
             * @description The publish profile asked for (or `format`).
             * @enum {string}
             */
            profile?: "tiktok" | "reels" | "shorts" | "youtube" | "meta_feed";
            /** @description The file once the video completed (HLS: the master playlist, its variants and segments beside it). */
            url: string | null;
            width: number | null;
        };
        Voice: {
            /**
             * @description `espeak`: espeak-ng, every language; `festival`: Festival’s English HTS voices; `neural`: an ONNX voice (Piper or Kokoro) the operator mounted.
             * @enum {string}
             */
            engine: "espeak" | "festival" | "neural";
            /** @enum {string} */
            gender: "female" | "male" | "neutral";
            /** @description What `voice` takes on `POST /videos`. */
            id: string;
            /**
             * @description The one language the voice speaks.
             * @enum {string}
             */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            name: string;
            /**
             * @description How well it speaks free text: `poor` is hard to understand (the video warns `voice_quality_poor`).
             * @enum {string}
             */
            quality: "good" | "fair" | "poor";
            /** @description Samples per second the engine speaks at. */
            sample_rate: number;
        };
        VoiceInput: {
            /**
             * @description `espeak`: espeak-ng, every language; `festival`: Festival’s English HTS voices; `neural`: an ONNX voice (Piper or Kokoro) the operator mounted.
             * @enum {string}
             */
            engine: "espeak" | "festival" | "neural";
            /** @enum {string} */
            gender: "female" | "male" | "neutral";
            /** @description What `voice` takes on `POST /videos`. */
            id: string;
            /**
             * @description The one language the voice speaks.
             * @enum {string}
             */
            language: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            name: string;
            /**
             * @description How well it speaks free text: `poor` is hard to understand (the video warns `voice_quality_poor`).
             * @enum {string}
             */
            quality: "good" | "fair" | "poor";
            /** @description Samples per second the engine speaks at. */
            sample_rate: number;
        };
        VoiceList: {
            data: components["schemas"]["Voice"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        VoiceListInput: {
            data: components["schemas"]["VoiceInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        Warning: {
            /** @description `text_shortened`, `voice_lines_dropped`, `voice_sped_up`, `voice_quality_poor`, … */
            code: string;
            /** @description The template element it concerns (`headline`, `name`, …) or `voiceover`. */
            element: string;
            message: string;
        };
        WarningInput: {
            /** @description `text_shortened`, `voice_lines_dropped`, `voice_sped_up`, `voice_quality_poor`, … */
            code: string;
            /** @description The template element it concerns (`headline`, `name`, …) or `voiceover`. */
            element: string;
            message: string;
        };
        WebhookDelivery: {
            attempts: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                at: string;
                duration_ms: number;
                /** @description Why no status code came back (timeout, refused, …). */
                error: string | null;
                status_code: number | null;
            }[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description The endpoint; null for a video's own webhook_url. */
            endpoint_id: string | null;
            /**
             * @description The event sent; `webhook_endpoint.disabled` records (never sent) that the endpoint was disabled.
             * @enum {string}
             */
            event: "video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low" | "webhook_endpoint.disabled";
            /** @description Identifier, prefixed `whd_`, time-sortable. */
            id: string;
            next_attempt_at: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            url: string;
            video_id: string | null;
            /** @description The `webhook-id` header: the same on every attempt. */
            webhook_id: string;
        };
        WebhookDeliveryInput: {
            attempts: {
                /**
                 * Format: date-time
                 * @description ISO 8601 UTC timestamp.
                 */
                at: string;
                duration_ms: number;
                /** @description Why no status code came back (timeout, refused, …). */
                error: string | null;
                status_code: number | null;
            }[];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            /** @description The endpoint; null for a video's own webhook_url. */
            endpoint_id: string | null;
            /**
             * @description The event sent; `webhook_endpoint.disabled` records (never sent) that the endpoint was disabled.
             * @enum {string}
             */
            event: "video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low" | "webhook_endpoint.disabled";
            /** @description Identifier, prefixed `whd_`, time-sortable. */
            id: string;
            next_attempt_at: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            url: string;
            video_id: string | null;
            /** @description The `webhook-id` header: the same on every attempt. */
            webhook_id: string;
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        WebhookDeliveryListInput: {
            data: components["schemas"]["WebhookDeliveryInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        WebhookEndpoint: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            description: string | null;
            /** @description Why the sender disabled it (every attempt failing for long); `enabled: true` resumes it. */
            disabled_reason: string | null;
            enabled: boolean;
            events: ("video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low")[];
            /** @description Identifier, prefixed `we_`, time-sortable. */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
            url: string;
        };
        WebhookEndpointInput: {
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            created_at: string;
            description: string | null;
            /** @description Why the sender disabled it (every attempt failing for long); `enabled: true` resumes it. */
            disabled_reason: string | null;
            enabled: boolean;
            events: ("video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low")[];
            /** @description Identifier, prefixed `we_`, time-sortable. */
            id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp.
             */
            updated_at: string;
            url: string;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        WebhookEndpointListInput: {
            data: components["schemas"]["WebhookEndpointInput"][];
            /** @description Whether more records lie beyond this page in the direction of travel. */
            has_more: boolean;
        };
        WebhookSecret: {
            /** @description `whsec_` and the base64 of 32 random bytes. */
            secret: string;
        };
        WebhookSecretInput: {
            /** @description `whsec_` and the base64 of 32 random bytes. */
            secret: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    post_v1_admin_accounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAccountBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccount"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_admin_accounts_id_api_keys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_admin_accounts_id_api_keys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    delete_v1_admin_accounts_id_api_keys_key_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                key_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_admin_accounts_id_credits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantCreditsBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceTransaction"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_assets: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssetList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_assets: {
        parameters: {
            query?: {
                /** @description A label of yours, 1–200 characters; only shown back, never used as a file name. */
                name?: string;
            };
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "audio/mp4": string;
                "audio/mpeg": string;
                "audio/wav": string;
                "font/otf": string;
                "font/ttf": string;
                "font/woff2": string;
                "image/jpeg": string;
                "image/png": string;
                "image/webp": string;
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_assets_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Asset"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    delete_v1_assets_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedAsset"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_balance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Balance"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_balance_top_up: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopUpBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopUp"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_balance_transactions: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceTransactionList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_batches: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_batches: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBatchBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The balance cannot cover the cost. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_batches_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_batches_id_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Batch"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_checkout_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_checkout_id_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_checkout_id_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Error */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_docs_asset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_files_folder_name: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_languages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LanguageList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_openapi_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_outputs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutputKindList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_payments_stripe_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StripeWebhookReceipt"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_previews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePreviewBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrameLayout"];
                    "image/jpeg": string;
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_products: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_products: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_products_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    delete_v1_products_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedProduct"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patch_v1_products_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_products_import: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportProductBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_products_sync: {
        parameters: {
            query?: {
                /** @description Lowercase ISO 4217 currency of prices stated without one: required for a Shopify products.json (Shopify names none), used for a bare `19.99` in other feeds. */
                currency?: string;
            };
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SyncProductsFromUrlBodyInput"] | string;
                "application/xml": string;
                "text/csv": string;
                "text/tab-separated-values": string;
                "text/xml": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSync"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_products_syncs: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSyncList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_products_syncs_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductSync"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_templates: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_templates: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDetail"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_templates_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDetail"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    put_v1_templates_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDetail"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    delete_v1_templates_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedTemplate"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_templates_validate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateValidation"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_videos: {
        parameters: {
            query?: {
                /** @description Only videos of this batch. */
                batch_id?: string;
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Only videos of this product. */
                product_id?: string;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
                /** @description Only videos in this status. */
                status?: "queued" | "processing" | "completed" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_videos: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateVideoBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The balance cannot cover the cost. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_videos_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_videos_id_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Video"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_voices: {
        parameters: {
            query?: {
                /** @description Only the voices of this language. */
                language?: "en" | "de" | "es" | "fr" | "it" | "pt" | "nl" | "sv" | "da" | "no" | "fi" | "pl" | "cs" | "sk" | "hr" | "ro" | "hu" | "tr" | "id" | "ms" | "vi" | "ru" | "uk" | "bg" | "el" | "ar" | "fa" | "he" | "hi" | "th" | "zh" | "ja" | "ko";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoiceList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_voices_id_sample: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_webhooks_deliveries: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description Only deliveries to this endpoint. */
                endpoint_id?: string;
                /** @description Only deliveries of this event kind. */
                event?: "video.completed" | "video.failed" | "video.processing" | "batch.completed" | "top_up.completed" | "balance.low" | "webhook_endpoint.disabled";
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
                /** @description Only deliveries about this video. */
                video_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_webhooks_deliveries_id_retry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_webhooks_endpoints: {
        parameters: {
            query?: {
                /** @description Cursor: return records newer than this id. */
                ending_before?: string;
                /** @description How many records to return, 1–100. */
                limit?: number;
                /** @description Cursor: return records older than this id. */
                starting_after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_webhooks_endpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_webhooks_endpoints_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    delete_v1_webhooks_endpoints_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patch_v1_webhooks_endpoints_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointBodyInput"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such resource in this account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body over 1 MiB (an uploaded file: over 20 MB; a feed: over 50 MB). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Body is not JSON (an upload route: not one of its accepted types). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    get_v1_webhooks_secret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    post_v1_webhooks_secret_rotate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes the request safe to retry for 24 h: a repeat replays the first response. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            /** @description Invalid request: malformed JSON, wrong type, missing or unknown field, bad value or cursor. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, or an unknown or revoked one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Idempotency-Key reused with another body, or the first request is still running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Over the rate limit; Retry-After says when to come back. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A bug on our side; the message carries the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service is unavailable; the request can be retried. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
