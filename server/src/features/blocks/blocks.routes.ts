/** POST /api/block.php blocks a profile, DELETE unblocks it (spec §6). */
import { BlockRequestSchema, BlockResponseSchema } from "@amora/contract/profiles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { loadMemberRef } from "../accounts/accounts.service.ts";
import { assertProfileExists } from "../profiles/profiles.service.ts";
import { setBlock } from "./blocks.service.ts";

export const blocksRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [method, isBlocked] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    app.route({
      method,
      url: "/block",
      config: { access: "member" },
      schema: {
        summary: isBlocked ? "Blocks a profile" : "Unblocks a profile",
        body: BlockRequestSchema,
        response: { 200: BlockResponseSchema },
      },
      handler: async (request) => {
        const { profileId } = await request.member.account(loadMemberRef);
        if (isBlocked) await assertProfileExists(app.db, request.body.profile_id);
        await setBlock(app.db, profileId, request.body.profile_id, isBlocked);
        return { blocked: isBlocked };
      },
    });
  }
};
