/** The complaints call: POST /api/complaints.php answers the reference of the complaint filed. */
import { type ComplaintRequest, ComplaintResponseSchema } from "@amora/contract/complaints";
import { apiClient } from "../../lib/api-client.ts";

export async function fileComplaint(request: ComplaintRequest): Promise<string> {
  return (
    await apiClient.request("/api/complaints.php", {
      method: "POST",
      body: request,
      parser: ComplaintResponseSchema,
    })
  ).reference;
}
